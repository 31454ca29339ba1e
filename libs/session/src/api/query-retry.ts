import { isApiError } from '@portal/core-api';

/** Retries of a failed read after the first attempt. */
export const MAX_READ_RETRIES = 2;
/** First back-off ceiling and the cap of any wait (also of a server's Retry-After). */
export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 10_000;

/**
 * Failures worth asking again for, for an idempotent read: no answer (network, time-out), the server's own failures
 * (500, 502, 503, 504) and 429. Never 401 (the session ends), 403, 404, 419 or another 4xx (the same answer again),
 * nor an answer that did not match the contract (the same body again).
 */
export function isRetryableRead(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http') return false;
  return error.httpStatus === 429 || (error.httpStatus >= 500 && error.httpStatus !== 501);
}

/** TanStack Query's `retry` for reads: at most MAX_READ_RETRIES, only for retryable failures. */
export const retryRead = (failureCount: number, error: unknown): boolean => failureCount < MAX_READ_RETRIES && isRetryableRead(error);

/**
 * TanStack Query's `retryDelay`: the server's Retry-After when it sent one (capped), otherwise "full jitter"
 * exponential back-off, a random wait between 0 and min(cap, base * 2^attempt), so many customers' retries spread out.
 */
export function readRetryDelay(attempt: number, error: unknown, random: () => number = Math.random): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, RETRY_CAP_MS);
  return Math.floor(random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt));
}
