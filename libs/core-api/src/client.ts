import { ApiError, isAbortError, NETWORK_FAILURE_STATUS } from './api-error.ts';

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
    try {
      return await doFetch(url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted || isAbortError(error)) throw error;
      throw new ApiError({
        httpStatus: request.networkFailureStatus ?? NETWORK_FAILURE_STATUS,
        kind: 'network',
        message: `Network failure calling ${request.path}`,
        endpoint: request.path,
        cause: error,
      });
    }
  };

  return { baseUrl, send, getToken: options.getToken };
};
