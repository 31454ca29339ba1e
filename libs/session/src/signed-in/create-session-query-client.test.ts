import { ApiError } from '@portal/core-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_CAP_MS } from '../api/query-retry';
import { createSessionQueryClient } from './create-session-query-client';

const failure = (httpStatus: number, kind: ApiError['kind'] = 'http', retryAfterMs?: number) =>
  new ApiError({ httpStatus, kind, message: 'x', endpoint: '/api/v1/x', retryAfterMs });

/** A call that fails with `errors` in turn, then answers 'ok'. */
const flaky = (...errors: ApiError[]) => {
  const fn = vi.fn(async () => {
    const next = errors.shift();
    if (next) throw next;
    return 'ok';
  });
  return fn;
};

describe("the signed-in area's query client", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a read that met a time-out and a 503, then shows its data; onError never ran', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const client = createSessionQueryClient(onError);
    const call = flaky(failure(504, 'timeout'), failure(503));
    const result = client.fetchQuery({ queryKey: ['read'], queryFn: call });
    await vi.advanceTimersByTimeAsync(2 * RETRY_CAP_MS);
    await expect(result).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(3);
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits what Retry-After asks before asking again', async () => {
    vi.useFakeTimers();
    const client = createSessionQueryClient();
    const call = flaky(failure(429, 'http', 3_000));
    const result = client.fetchQuery({ queryKey: ['read'], queryFn: call });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks a 401, 403, 404 and a bad body once, and hands them to onError', async () => {
    const onError = vi.fn();
    const client = createSessionQueryClient(onError);
    for (const error of [failure(401), failure(403), failure(404), failure(502, 'invalid-response')]) {
      const call = flaky(error);
      await expect(client.fetchQuery({ queryKey: [error.httpStatus, error.kind], queryFn: call })).rejects.toBe(error);
      expect(call).toHaveBeenCalledTimes(1);
    }
    expect(onError).toHaveBeenCalledTimes(4);
  });

  it('never retries a write on its own, whatever failed', async () => {
    const onError = vi.fn();
    const client = createSessionQueryClient(onError);
    const call = flaky(failure(503, 'network'), failure(500));
    const mutation = client.getMutationCache().build(client, { mutationFn: call });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ kind: 'network' });
    expect(call).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
