import type { Rec } from './records';

/** The recorder's side (../replay's startReplay, with the page's wording): records, hands batches to `emit`, returns its stop. */
type StartReplay = (emit: (events: readonly unknown[]) => void) => () => void;

/** After the first screen is shown: the page loaded, then the browser idle (or 2 s later where it has no idle callback). */
const afterFirstScreen = (then: () => void): (() => void) => {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 5000 });
    else setTimeout(then, 2000);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    removeEventListener('load', idle);
  };
};

/**
 * Starts the replay recorder (which fetches its own lazy chunk) once the first screen is shown; each batch of rrweb
 * events becomes one `rrweb.events` record (body: the batch as JSON, masked by the recorder), in the session's order.
 * Returns the stop.
 */
export function startReplayAfterFirstScreen(start: StartReplay, add: (record: Rec) => void, route: () => string): () => void {
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
  const cancel = afterFirstScreen(() => {
    if (!stopped) stop = start(emit);
  });
  return () => {
    stopped = true;
    cancel();
    stop?.();
  };
}
