/**
 * The one error type of the contract (spec section 7, "Errors").
 * - kind 'http': the server answered with a non-OK status; httpStatus is that status.
 * - kind 'network': no answer at all; httpStatus 503, or 0 for the calls that keep a network failure distinct.
 * - kind 'invalid-response': an OK answer that is not what the contract promises; httpStatus 502.
 * - kind 'timeout': no answer within the client's time-out; httpStatus 504 (ours: not a network failure, so it
 *   shows a message with a retry rather than the 503 page).
 * Aborts are never turned into an ApiError.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'timeout';

export type ApiErrorInit = {
  httpStatus: number;
  kind: ApiErrorKind;
  message: string;
  endpoint: string;
  customMessage?: string;
  body?: unknown;
  cause?: unknown;
  retryAfterMs?: number;
};

/** Status given to an OK answer whose body is malformed or does not match the schema. */
export const INVALID_RESPONSE_STATUS = 502;
/** Status given to a call that got no answer within the time-out. */
export const TIMEOUT_STATUS = 504;
/** Status given to a network failure (except completecollection and getrealtimepayments). */
export const NETWORK_FAILURE_STATUS = 503;
/** Status kept by completecollection and getrealtimepayments for a network failure. */
export const DISTINCT_NETWORK_FAILURE_STATUS = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly httpStatus: number;
  readonly kind: ApiErrorKind;
  /** Path of the call, without host or query (never a token). */
  readonly endpoint: string;
  /** The server's own message for the customer, when its error body carries one. */
  readonly customMessage: string | undefined;
  /** The parsed (or raw text) error body, when there was one. */
  readonly body: unknown;
  /** The server's Retry-After (seconds or an HTTP date) in milliseconds from now, when it sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.httpStatus = init.httpStatus;
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.customMessage = init.customMessage;
    this.body = init.body;
    this.retryAfterMs = init.retryAfterMs;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True for the rejection of an aborted fetch (DOMException or any error named AbortError). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** Retry-After as milliseconds from `now`: delta seconds or an HTTP date; undefined when absent or unreadable. */
export const parseRetryAfter = (value: string | null, now = Date.now()): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};
