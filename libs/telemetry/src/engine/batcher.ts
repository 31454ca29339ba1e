import { exportRequest, logRecord, nowUnixNano, type KeyValue, type LogRecord } from './otlp';
import type { Rec } from './records';

/** At most this many distinct deduplicated records (errors, API failures, CSP, events) leave one page load. */
export const MAX_DEDUPED_PER_PAGE = 40;
/** At most this many stream records (views, actions, API calls, vitals, replay) leave one page load: a storm costs nothing. */
export const MAX_STREAM_PER_PAGE = 5000;
/** Queued records are sent this long after the first of them, or at once when the page is hidden or left. */
export const FLUSH_DELAY_MS = 5000;
/** A keepalive request's body may be at most 64 kB (the Fetch standard's quota): a body stays under it, uncompressed. */
export const MAX_BODY_BYTES = 60_000;

/** Why a flush happens: the timer (the page is alive), the page hidden, or the page being left (no time for gzip). */
export type FlushReason = 'timer' | 'hidden' | 'pagehide';
export type Send = (url: string, body: string, reason: FlushReason) => void;
type Queued = { rec: Rec; time: string; count: number };

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * Queues records in the order they happened and posts them as OTLP/HTTP JSON bodies (ExportLogsServiceRequest),
 * each at most MAX_BODY_BYTES. A record with a `key` is sent once per page: the same key again only raises its
 * `portal.count` until it leaves. Every record carries `session.id` and the route template (`app.screen.name`).
 */
export function createBatcher(url: string, resource: KeyValue[], sessionId: string, send: Send) {
  const keyed = new Map<string, Queued>();
  let queue: Queued[] = [];
  let streamed = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const toLog = ({ rec, time, count }: Queued): LogRecord =>
    logRecord(
      rec.event,
      rec.severity,
      { 'session.id': sessionId, 'app.screen.name': rec.route, ...rec.attributes, ...(rec.key ? { 'portal.count': count } : {}) },
      time,
      rec.body,
    );

  const flush = (reason: FlushReason = 'timer'): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const due = queue.map(toLog);
    queue = [];
    let part: LogRecord[] = [];
    let size = 0;
    const post = () => {
      if (!part.length) return;
      try {
        send(url, JSON.stringify(exportRequest(resource, part)), reason);
      } catch {
        // A collector that cannot be reached costs the customer nothing.
      }
      part = [];
      size = 0;
    };
    for (const record of due) {
      const length = bytes(JSON.stringify(record)) + 1;
      if (size + length > MAX_BODY_BYTES - 1500) post();
      part.push(record);
      size += length;
    }
    post();
  };

  const add = (rec: Rec): void => {
    if (rec.key !== undefined) {
      const known = keyed.get(rec.key);
      if (known) {
        known.count += 1;
        return;
      }
      if (keyed.size >= MAX_DEDUPED_PER_PAGE) return;
    } else if (++streamed > MAX_STREAM_PER_PAGE) return;
    const queued = { rec, time: nowUnixNano(), count: 1 };
    if (rec.key !== undefined) keyed.set(rec.key, queued);
    queue.push(queued);
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };

  return { add, flush };
}
