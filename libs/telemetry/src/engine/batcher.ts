import { keyOf } from './to-report';
import { WIRE_VERSION, type Batch, type Raw, type Report } from './wire';

/** At most this many distinct reports leave one page load; anything past it is dropped (a storm costs nothing). */
export const MAX_REPORTS_PER_PAGE = 40;
/** A batch is sent this long after its first report, or at once when the page is hidden or left. */
export const FLUSH_DELAY_MS = 5000;
/** sendBeacon's queue takes about 64 kB; a batch stays well under it. */
const MAX_BATCH_BYTES = 48_000;

export type Send = (url: string, body: string) => void;
type Entry = { report: Report; sent: boolean };

/**
 * Deduplicates and rate-limits: the first report of a key is queued; the same key again only raises its count until
 * the batch leaves (and is not sent again on this page). Batches leave by `send` (a beacon), never blocking.
 */
export function createBatcher(collectorUrl: string, stamp: { brand: string; release: string; page: string }, send: Send) {
  const entries = new Map<string, Entry>();
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const due = [...entries.values()].filter((e) => !e.sent);
    while (due.length) {
      const reports: Report[] = [];
      let bytes = 0;
      while (due.length && (reports.length === 0 || bytes + JSON.stringify(due[0]?.report).length < MAX_BATCH_BYTES)) {
        const entry = due.shift() as Entry;
        entry.sent = true;
        reports.push(entry.report);
        bytes += JSON.stringify(entry.report).length;
      }
      const batch: Batch = { v: WIRE_VERSION, ...stamp, sentAt: new Date().toISOString(), reports };
      try {
        send(collectorUrl, JSON.stringify(batch));
      } catch {
        // A collector that cannot be reached costs the customer nothing.
      }
    }
  };

  const add = (raw: Raw): void => {
    const key = keyOf(raw);
    const known = entries.get(key);
    if (known) {
      if (!known.sent) known.report.count += 1;
      return;
    }
    if (entries.size >= MAX_REPORTS_PER_PAGE) return;
    entries.set(key, { report: { ...raw, count: 1, at: Math.round(performance.now() - started) } as Report, sent: false });
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };

  return { add, flush };
}

/** navigator.sendBeacon (text/plain: no preflight), else fetch with keepalive; failures are ignored. */
export const beacon: Send = (url, body) => {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
};
