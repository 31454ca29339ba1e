import type { ReplayEvent } from './sanitise-events';

export type { ReplayEvent };

export type ReplayOptions = {
  /** Takes each batch of masked rrweb events (the engine sends it as a log record). */
  emit: (events: ReplayEvent[]) => void;
  /** The portal's wording (i18next's resource store, or any object or array of strings): the only text kept readable. */
  wording?: () => unknown;
  /** Placeholders every page fills the same way ({phone}, {brandName}): their values are wording too. */
  variables?: Record<string, string>;
  /** The route template of the page (`/policy/:policyNumber`): the only address a replay carries. */
  route?: () => string;
  batchMs?: number;
  maxEvents?: number;
};

/**
 * Records the page for replay, masked (README: Replay). Costs nothing until called: rrweb and the masking are a lazy
 * chunk (./recorder, about 25 kB gz) fetched here. Returns the stop function, which also sends what is waiting; a
 * recorder that cannot load costs the customer nothing. The engine (itself lazy) imports this small file and calls it
 * after the first screen, with the wording the page shows (i18next's store, the brand's configured texts) and the
 * route template; without wording every text is masked.
 */
export function startReplay(options: ReplayOptions): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./recorder')
    // Recording (its masks built, the first full snapshot) starts in a task after the chunk's evaluation: two shorter
    // tasks, not one long one.
    .then((chunk) => new Promise<typeof chunk>((done) => setTimeout(() => done(chunk), 0)))
    .then(({ recordReplay }) => {
      if (!stopped) stop = recordReplay(options);
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    stop?.();
  };
}
