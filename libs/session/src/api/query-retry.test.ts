import { ApiError } from '@portal/core-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRetryableRead, MAX_READ_RETRIES, readRetryDelay, retryRead, RETRY_BASE_MS, RETRY_CAP_MS } from './query-retry';

const error = (httpStatus: number, kind: ApiError['kind'] = 'http', retryAfterMs?: number) =>
  new ApiError({ httpStatus, kind, message: 'x', endpoint: '/api/v1/x', retryAfterMs });

describe('the retry policy of reads', () => {
  it('retries no answer, the server failing and 429; never 401, 403, 404, 419, another 4xx or a bad body', () => {
    expect(
      [error(503, 'network'), error(0, 'network'), error(504, 'timeout'), error(500), error(502), error(503), error(429)].map(
        isRetryableRead,
      ),
    ).toEqual(Array(7).fill(true));
    expect(
      [error(401), error(403), error(404), error(419), error(400), error(501), error(502, 'invalid-response')].map(isRetryableRead),
    ).toEqual(Array(7).fill(false));
    expect(isRetryableRead(new Error('render'))).toBe(false);
  });

  it(`stops after ${MAX_READ_RETRIES} retries`, () => {
    expect([0, 1, 2, 3].map((n) => retryRead(n, error(500)))).toEqual([true, true, false, false]);
  });

  it('honours Retry-After, capped', () => {
    expect(readRetryDelay(0, error(503, 'http', 4_000))).toBe(4_000);
    expect(readRetryDelay(0, error(429, 'http', 0))).toBe(0);
    expect(readRetryDelay(5, error(503, 'http', 3_600_000))).toBe(RETRY_CAP_MS);
  });

  it('otherwise waits a jittered back-off within the growing, capped ceiling', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.double({ min: 0, max: 0.9999, noNaN: true }), (attempt, r) => {
        const wait = readRetryDelay(attempt, error(500), () => r);
        const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
        return wait >= 0 && wait < ceiling;
      }),
    );
    // Two customers at the same attempt wait differently.
    expect(readRetryDelay(1, error(500), () => 0.1)).not.toBe(readRetryDelay(1, error(500), () => 0.8));
  });

  it('doubles the ceiling with each attempt from one second, up to ten', () => {
    const half = (attempt: number) => readRetryDelay(attempt, error(500), () => 0.5);
    expect([0, 1, 2, 3, 4, 5].map(half)).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(readRetryDelay(2, new Error('render'), () => 0.5)).toBe(2_000);
  });
});
