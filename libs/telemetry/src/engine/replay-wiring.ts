import type { Rec } from './records';

/** The recorder's side (../replay's startReplay, with the page's wording): records, hands batches to `emit`, returns its stop. */
type StartReplay = (emit: (events: readonly unknown[]) => void) => () => void;

/** TTI's quiet window: this long without a long task, and the page is interactive (the recorder may start). */
export const QUIET_MS = 5000;

/**
 * After the first screen, once the page is interactive: the page loaded, then QUIET_MS without a long task (where the
 * browser reports long tasks; QUIET_MS after the load elsewhere), then the browser idle (or at once where it has no
 * idle callback). The recorder's first snapshot is one task of about 100 ms on the mid-tier phone (rrweb serialises the
 * whole page at once): started here it lands after Time to Interactive, never in the page's Total Blocking Time, and
 * not between the chunks a screen is still evaluating. The replay still starts with the page as it stands.
 */
const afterPageInteractive = (then: () => void): (() => void) => {
  let cancelled = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longTasks: PerformanceObserver | undefined;
  const idle = () => {
    longTasks?.disconnect();
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 5000 });
    else then();
  };
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(idle, QUIET_MS);
  };
  const loaded = () => {
    if (cancelled) return;
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
      longTasks = new PerformanceObserver(waitForQuiet);
      longTasks.observe({ type: 'longtask' });
    }
    waitForQuiet();
  };
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(quiet);
    longTasks?.disconnect();
    removeEventListener('load', loaded);
  };
};

/**
 * Starts the replay recorder (which fetches its own lazy chunk) once the page is interactive (afterPageInteractive); each batch of rrweb
 * events becomes one `rrweb.events` record (body: the batch as JSON, masked by the recorder), in the session's order.
 * Returns the stop.
 */
export function startReplayWhenInteractive(start: StartReplay, add: (record: Rec) => void, route: () => string): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  let sequence = 0;
  const emit = (events: readonly unknown[]) => {
    if (events.length)
      add({
        event: 'rrweb.events',
        severity: 'INFO',
        route: route(),
        body: JSON.stringify(events),
        attributes: { 'portal.replay.sequence': sequence++, 'portal.replay.events': events.length },
      });
  };
  const cancel = afterPageInteractive(() => {
    if (!stopped) stop = start(emit);
  });
  return () => {
    stopped = true;
    cancel();
    stop?.();
  };
}
