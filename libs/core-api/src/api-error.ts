/**
 * The one error type of the contract (spec section 7, "Errors").
 * - kind 'http': the server answered with a non-OK status; httpStatus is that status.
 * - kind 'network': no answer at all; httpStatus 503, or 0 for the calls that keep a network failure distinct.
 * - kind 'invalid-response': an OK answer that is not what the contract promises; httpStatus 502.
 * Aborts are never turned into an ApiError.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export type ApiErrorInit = {
  httpStatus: number;
  kind: ApiErrorKind;
  message: string;
  endpoint: string;
  customMessage?: string;
  body?: unknown;
  cause?: unknown;
};

/** Status given to an OK answer whose body is malformed or does not match the schema. */
export const INVALID_RESPONSE_STATUS = 502;
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

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.httpStatus = init.httpStatus;
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.customMessage = init.customMessage;
    this.body = init.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** True for the rejection of an aborted fetch (DOMException or any error named AbortError). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
