import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, parseRetryAfter } from './api-error.ts';
import { buildUrl, DEFAULT_REQUEST_TIMEOUT_MS } from './client.ts';
import { getPolicyDetail } from './endpoints/get-policy-detail.ts';
import { fakeClient, hang, json } from './testing/fake-fetch.ts';

describe('createApiClient', () => {
  it('sends CountryId, Request-Source, JSON and the bearer on an authenticated call, relative to the page', async () => {
    const { client, calls } = fakeClient(() => json({}, 500));
    await client.send({ method: 'POST', path: '/api/v1/Policy/policydetail', body: { PolicyNumber: '1' } });
    const [call] = calls;
    expect(call?.url).toBe('/api/v1/Policy/policydetail');
    expect(call?.headers.get('CountryId')).toBe('13');
    expect(call?.headers.get('Request-Source')).toBe('CustomerPortalWeb');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(call?.body).toEqual({ PolicyNumber: '1' });
  });

  it('leaves the bearer off calls marked auth false, and never puts the token in the URL', async () => {
    const { client, calls } = fakeClient(() => json({}));
    await client.send({ method: 'GET', path: '/x', query: { a: 'b' }, auth: false });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.url).not.toContain('secret-token');
  });

  it('reads the token at call time', async () => {
    let token: string | null = null;
    const { client, calls } = fakeClient(() => json({}), { getToken: () => token });
    await client.send({ method: 'GET', path: '/x' });
    token = 'later';
    await client.send({ method: 'GET', path: '/x' });
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([null, 'Bearer later']);
  });

  it('uses a configured base URL and another host when asked', async () => {
    const { client, calls } = fakeClient(() => json({}), { baseUrl: 'https://api.example/' });
    await client.send({ method: 'GET', path: '/api/v1/a' });
    await client.send({ method: 'GET', path: '/api/v1/b', host: '/bot-check' });
    expect(calls.map((c) => c.url)).toEqual(['https://api.example/api/v1/a', '/bot-check/api/v1/b']);
  });

  it('maps a network failure to ApiError 503 by default and to the requested status otherwise', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.send({ method: 'GET', path: '/p' })).rejects.toMatchObject({ httpStatus: 503, kind: 'network' });
    await expect(client.send({ method: 'GET', path: '/p', networkFailureStatus: 0 })).rejects.toMatchObject({
      httpStatus: 0,
      kind: 'network',
    });
  });

  it('rejects with the abort reason untouched, never an ApiError', async () => {
    const { client } = fakeClient(hang);
    const controller = new AbortController();
    const pending = client.send({ method: 'GET', path: '/p', signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('time-outs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a call that gets no answer within the time-out as ApiError 504 timeout, not a network failure', async () => {
    vi.useFakeTimers();
    const { client } = fakeClient(hang);
    const pending = client.send({ method: 'GET', path: '/api/v1/p?x' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ httpStatus: 504, kind: 'timeout', endpoint: '/api/v1/p?x' });
  });

  it('takes the client time-out and a per-call one; an answer in time clears the timer', async () => {
    vi.useFakeTimers();
    const { client } = fakeClient(hang, { timeoutMs: 100 });
    const short = client.send({ method: 'GET', path: '/a' }).catch((e: unknown) => e);
    const long = client.send({ method: 'GET', path: '/b', timeoutMs: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await short).toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(400);
    expect(await long).toMatchObject({ kind: 'timeout', endpoint: '/b' });
    const answered = fakeClient(() => json({}), { timeoutMs: 100 }).client;
    expect((await answered.send({ method: 'GET', path: '/c' })).status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("still passes the caller's own abort through untouched before the time-out", async () => {
    const { client } = fakeClient(hang, { timeoutMs: 50 });
    const controller = new AbortController();
    const pending = client.send({ method: 'GET', path: '/p', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toBe(controller.signal.reason);
  });
});

describe('Retry-After', () => {
  it('is read from a non-OK answer as milliseconds (seconds or an HTTP date)', async () => {
    const answer = new Response('{}', { status: 503, headers: { 'Retry-After': '7' } });
    const error = await getPolicyDetail(fakeClient(() => answer).client, { PolicyNumber: '1', ClientPortalLoginId: 'L' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ httpStatus: 503, retryAfterMs: 7000 });
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('error mapping of an endpoint', () => {
  const call = (respond: Parameters<typeof fakeClient>[0]) =>
    getPolicyDetail(fakeClient(respond).client, { PolicyNumber: '1', ClientPortalLoginId: 'L' });

  it('turns a non-OK answer into ApiError with its status and the server custom message', async () => {
    const error = await call(() => json({ Message: 'x', CustomMessage: 'Call us' }, 401)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 401, kind: 'http', customMessage: 'Call us', endpoint: '/api/v1/Policy/policydetail' });
  });

  it('keeps a non-JSON error body as text', async () => {
    await expect(call(() => new Response('Bad gateway', { status: 502 }))).rejects.toMatchObject({
      httpStatus: 502,
      kind: 'http',
      body: 'Bad gateway',
      customMessage: undefined,
    });
  });

  it('turns malformed JSON and a schema mismatch into ApiError 502 invalid-response', async () => {
    await expect(call(() => new Response('{"PolicySummary":', { status: 200 }))).rejects.toMatchObject({
      httpStatus: 502,
      kind: 'invalid-response',
    });
    await expect(call(() => json({ PolicySummary: {} }))).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response' });
  });
});

describe('buildUrl', () => {
  it('encodes query values and sends missing ones empty', () => {
    expect(buildUrl('', '/p', { address: '12 Smith St & Co', start: undefined, end: null })).toBe(
      '/p?address=12%20Smith%20St%20%26%20Co&start=&end=',
    );
  });
});
