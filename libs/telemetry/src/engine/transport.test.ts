import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logsUrl, post } from './transport';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubFetch = () => {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const settle = () => new Promise((done) => setTimeout(done, 20));

describe('post: OTLP/HTTP JSON by fetch', () => {
  it("goes to the collector's /v1/logs", () => {
    expect(logsUrl('https://collector.example/otlp/')).toBe('https://collector.example/otlp/v1/logs');
    expect(logsUrl('/__sandbox/telemetry')).toBe('/__sandbox/telemetry/v1/logs');
  });

  it('gzips a live page’s body where the browser can, no keepalive, no credentials', async () => {
    const fetchMock = stubFetch();
    post('https://collector.example/v1/logs', '{"resourceLogs":[]}', 'timer');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://collector.example/v1/logs');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      keepalive: false,
      credentials: 'omit',
    });
    const bytes = Buffer.from(await (init.body as Blob).arrayBuffer());
    expect(gunzipSync(bytes).toString()).toBe('{"resourceLogs":[]}');
  });

  it.each(['pagehide', 'hidden'] as const)(
    'once the page is %s: at once (a navigation ends the page before a gzip would), plain JSON, keepalive',
    (reason) => {
      const fetchMock = stubFetch();
      post('/v1/logs', '{"a":1}', reason);
      expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":1}',
        keepalive: true,
      });
    },
  );

  it('without CompressionStream: plain JSON', () => {
    vi.stubGlobal('CompressionStream', undefined);
    const fetchMock = stubFetch();
    post('/v1/logs', '{"a":1}', 'timer');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' });
  });

  it('a collector that cannot be reached costs nothing: the failed fetch is swallowed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(() => post('/v1/logs', 'c', 'pagehide')).not.toThrow();
    await settle();
  });
});
