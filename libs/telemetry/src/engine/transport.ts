import { MAX_BODY_BYTES, type Send } from './batcher';

/** The OTLP/HTTP logs path under the collector's base URL (an OpenTelemetry Collector's otlp receiver serves it). */
export const logsUrl = (collectorUrl: string): string => `${collectorUrl.replace(/\/+$/, '')}/v1/logs`;

const gzip = async (body: string): Promise<Blob> =>
  new Response((new Response(body).body as ReadableStream<BufferSource>).pipeThrough(new CompressionStream('gzip'))).blob();

/**
 * POSTs one body as `application/json` (a CORS request the collector's cors settings allow), gzipped where the
 * browser has CompressionStream while the page is alive, plain and at once when it is hidden or left. Once the page is hidden
 * or left the request is `keepalive`, so it outlives the page (a body stays under keepalive's 64 kB). Failures are
 * ignored.
 */
export const post: Send = (url, body, reason) => {
  const go = (payload: BodyInit, gzipped: boolean) =>
    fetch(url, {
      method: 'POST',
      headers: gzipped ? { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } : { 'Content-Type': 'application/json' },
      body: payload,
      keepalive: reason !== 'timer' && body.length <= MAX_BODY_BYTES,
      credentials: 'omit',
    }).catch(() => undefined);
  // Hidden or left, the page may be gone before an asynchronous gzip ends (a navigation hides it after its pagehide):
  // the body leaves at once. Only a live page's timer flush is compressed.
  if (reason !== 'timer' || typeof CompressionStream !== 'function') void go(body, false);
  else
    void gzip(body).then(
      (blob) => go(blob, true),
      () => go(body, false),
    );
};
