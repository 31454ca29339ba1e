import { ApiError, isAbortError, NETWORK_FAILURE_STATUS, TIMEOUT_STATUS } from './api-error.ts';

/** Time a call may take before it fails as a time-out (ApiError 504, kind 'timeout'). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  /** API host. '' (the default) keeps paths relative, so calls go to the page's own origin. */
  baseUrl?: string;
  /** Sent as the CountryId header on every call. */
  countryId: number | string;
  /** Sent as the Request-Source header on every call. */
  requestSource: string;
  /** The current bearer token, read at the moment of each call that needs it. */
  getToken: () => string | null | undefined;
  fetch?: FetchLike;
  /** Time-out of every call until its answer's headers arrive (default DEFAULT_REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
};

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequest = {
  method: 'GET' | 'POST';
  /** Path from the host, e.g. '/api/v1/Policy/policydetail'. */
  path: string;
  /** Query parameters in wire casing; null and undefined are sent as empty values. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Another host than baseUrl (the bot-check host). */
  host?: string;
  /** httpStatus of the ApiError raised on a network failure (default 503). */
  networkFailureStatus?: number;
  /** This call's time-out instead of the client's. */
  timeoutMs?: number;
  signal?: AbortSignal;
};

export type ApiClient = {
  readonly baseUrl: string;
  /** Sends one call. Resolves with any HTTP answer (OK or not); rejects with ApiError on a network failure
   * and with the untouched abort reason when the signal aborts. */
  send: (request: ApiRequest) => Promise<Response>;
  getToken: () => string | null | undefined;
};

export const buildUrl = (host: string, path: string, query?: Record<string, QueryValue>): string => {
  const base = host.replace(/\/+$/, '');
  if (!query) return `${base}${path}`;
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value == null ? '' : String(value))}`)
    .join('&');
  return `${base}${path}?${search}`;
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const baseUrl = options.baseUrl ?? '';
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  const send = async (request: ApiRequest): Promise<Response> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      CountryId: String(options.countryId),
      'Request-Source': options.requestSource,
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.auth !== false) {
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const url = buildUrl(request.host ?? baseUrl, request.path, request.query);
    // Our own controller: the caller's abort passes through untouched, our time-out becomes an ApiError.
    // setTimeout (not AbortSignal.timeout) so fake clocks drive it in tests.
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) forwardAbort();
    request.signal?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? timeoutMs);
    try {
      return await doFetch(url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut && !request.signal?.aborted) {
        throw new ApiError({
          httpStatus: TIMEOUT_STATUS,
          kind: 'timeout',
          message: `Time-out calling ${request.path}`,
          endpoint: request.path,
          cause: error,
        });
      }
      if (request.signal?.aborted) throw request.signal.reason;
      if (isAbortError(error)) throw error;
      throw new ApiError({
        httpStatus: request.networkFailureStatus ?? NETWORK_FAILURE_STATUS,
        kind: 'network',
        message: `Network failure calling ${request.path}`,
        endpoint: request.path,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    }
  };

  return { baseUrl, send, getToken: options.getToken };
};
