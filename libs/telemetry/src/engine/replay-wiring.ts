import type { Rec } from './records';

/** The recorder's side (../replay): starts recording, hands batches of rrweb events to `emit`, returns its stop. */
export type StartReplay = (options: { emit: (events: readonly unknown[]) => void }) => () => void;

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
 * Starts the replay recorder (its own lazy chunk, `load`) once the first screen is shown; each batch of rrweb events
 * becomes one `rrweb.events` record (body: the batch as JSON; masks already applied by the recorder), in the
 * session's order. Returns the stop.
 */
export function startReplayAfterFirstScreen(load: () => Promise<StartReplay>, add: (record: Rec) => void, route: () => string): () => void {
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
    void load()
      .then((startReplay) => {
        if (!stopped) stop = startReplay({ emit });
      })
      .catch(() => undefined);
  });
  return () => {
    stopped = true;
    cancel();
    stop?.();
  };
}
