import { createApiClient, type ApiClient, type ApiClientOptions, type FetchLike } from '../client.ts';

export type RecordedCall = { url: string; method: string; headers: Headers; body: unknown };
export type Responder = (call: RecordedCall, signal: AbortSignal | undefined) => Response | Promise<Response>;

/** JSON answer helper. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Never answers; rejects with the signal's reason once aborted, as fetch does. */
export const hang: Responder = (_call, signal) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** A client on a fake fetch that records every call and answers through `respond`. */
export const fakeClient = (respond: Responder, options: Partial<ApiClientOptions> = {}): { client: ApiClient; calls: RecordedCall[] } => {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { url: input, method: init.method ?? 'GET', headers: new Headers(init.headers), body };
    calls.push(call);
    if (init.signal?.aborted) throw init.signal.reason;
    return respond(call, init.signal ?? undefined);
  };
  const client = createApiClient({
    countryId: 13,
    requestSource: 'CustomerPortalWeb',
    getToken: () => 'secret-token',
    fetch,
    ...options,
  });
  return { client, calls };
};
