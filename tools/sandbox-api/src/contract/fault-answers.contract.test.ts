import { apiPaths, getPolicyDetail, refreshToken } from '@portal/core-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from '../testing/harness.ts';

let h: Harness;
let s: Session;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  s = await h.login('au-overdue');
});

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, {
    method: 'POST',
    headers: { CountryId: '13', 'Request-Source': 'CustomerPortalWeb', Authorization: `Bearer ${s.token}`, ...headers },
  });

describe("POST /__sandbox/faults mode 'answer': exactly the status, body and type given", () => {
  it('answers the raw body with its Content-Type and status', async () => {
    await h.fault({ route: apiPaths.logout, mode: 'answer', status: 202, body: 'Accepted', contentType: 'text/plain', times: 1 });
    const answer = await post(apiPaths.logout);
    expect(answer.status).toBe(202);
    expect(answer.headers.get('Content-Type')).toBe('text/plain');
    expect(await answer.text()).toBe('Accepted');
  });

  it('answers an empty 200 without a body or type, and a 204 without a body even when one is given', async () => {
    await h.fault({ route: apiPaths.logout, mode: 'answer', times: 1 });
    const empty = await post(apiPaths.logout);
    expect([empty.status, empty.headers.get('Content-Type'), await empty.text()]).toEqual([200, null, '']);
    await h.fault({ route: apiPaths.logout, mode: 'answer', status: 204, body: 'ignored', times: 1 });
    const none = await post(apiPaths.logout);
    expect([none.status, await none.text()]).toEqual([204, '']);
  });
});

describe("POST /__sandbox/faults mode 'reshape': the sandbox's own answer, reshaped", () => {
  it('renames a field of the real answer (which the client then refuses as another shape)', async () => {
    await h.fault({ route: apiPaths.refreshToken, mode: 'reshape', reshape: { rename: { SecurityToken: 'securityToken' } }, times: 1 });
    const answer = await post(apiPaths.refreshToken);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(answer.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['ExpiresAt', 'securityToken']);
    expect(body.securityToken).toBe(s.token);
    await h.fault({ route: apiPaths.refreshToken, mode: 'reshape', reshape: { recase: 'camel' }, times: 1 });
    await expect(refreshToken(s.client)).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response' });
  });

  it('drops and nullifies nested fields of the real answer at every depth', async () => {
    const reshape = { drop: ['Description'], nullify: ['PolicyNumber'] };
    await h.fault({ route: apiPaths.getPolicyDetail, mode: 'reshape', reshape, times: 1 });
    const answer = await fetch(`${h.url}${apiPaths.getPolicyDetail}`, {
      method: 'POST',
      headers: {
        CountryId: '13',
        'Request-Source': 'CustomerPortalWeb',
        Authorization: `Bearer ${s.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ PolicyNumber: '52000201', ClientPortalLoginId: s.loginId }),
    });
    const text = await answer.text();
    expect(text).not.toContain('"Description"');
    expect(text).toContain('"PolicyNumber":null');
    expect(JSON.parse(text)).toMatchObject({ PolicyStatus: { PolicyStatusId: 40 } });
  });

  it('answers another status with the same body, keeps the CORS headers, and reshapes error answers too', async () => {
    await h.fault({ route: apiPaths.refreshToken, mode: 'reshape', status: 202, reshape: { drop: ['ExpiresAt'] }, times: 1 });
    const answer = await post(apiPaths.refreshToken, { Origin: 'http://portal.test' });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://portal.test');
    expect(Object.keys((await answer.json()) as object)).toEqual(['SecurityToken']);
    s.token = 'not-a-session';
    await h.fault({ route: apiPaths.getPolicyDetail, mode: 'reshape', reshape: { rename: { Message: 'error' } }, times: 1 });
    const refused = await getPolicyDetail(s.client, { PolicyNumber: '52000201', ClientPortalLoginId: s.loginId }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ httpStatus: 401, body: { error: expect.any(String) } });
  });

  it('leaves an answer that is not JSON as it is', async () => {
    await h.fault({ route: '/gateway/', mode: 'reshape', reshape: { recase: 'upper' }, times: 1 });
    // Only /api routes' faults match '*', but a path prefix reaches any route: the gateway script is JavaScript.
    const script = await fetch(`${h.url}/gateway/card-capture.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('customElements');
  });

  it('refuses a reshape with nothing to do and a reshape of an unknown kind (400)', async () => {
    expect((await h.fault({ route: '/api', mode: 'reshape' })).status).toBe(400);
    expect((await h.fault({ route: '/api', mode: 'reshape', reshape: { invert: ['x'] } })).status).toBe(400);
    expect((await h.fault({ route: '/api', mode: 'reshape', reshape: { recase: 'kebab' } })).status).toBe(400);
  });
});
