import { record } from '@rrweb/record';
import { createTextMask } from './mask-text';
import { createEventSanitiser, type ReplayEvent } from './sanitise-events';
import type { ReplayOptions } from './start-replay';

const PRIVATE = '[data-private],.rr-mask';
const FULL_SNAPSHOT = 2;

/**
 * The replay recorder (a lazy chunk with rrweb's recorder in it, fetched only when replay is started): the DOM as it
 * changes, every input masked, every text that is not the portal's wording masked (mask-text.ts), each event passed
 * through the sanitiser (sanitise-events.ts), then handed over in batches: `batchMs` after a batch's first event, at
 * `maxEvents`, after a full snapshot, or at once when the page is hidden or left.
 */
export function recordReplay(options: ReplayOptions): () => void {
  const { emit, batchMs = 5000, maxEvents = 200 } = options;
  const maskText = createTextMask(options.wording ?? (() => []), options.variables);
  const sanitise = createEventSanitiser(maskText, options.route ?? (() => '/'));
  let batch: ReplayEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!batch.length) return;
    const events = batch;
    batch = [];
    emit(events);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  // rrweb starts (its first full snapshot) in a task after the one that built the masks: shorter tasks, not one long
  // one (issue 47). patches/@rrweb+record: rrweb 2.1.6 took Element's querySelector for an accessor, so every start
  // built a throwaway iframe to find "untainted" prototypes (about 30 ms on the mid-tier phone; rrweb PR 1802).
  let stopRecording: (() => void) | undefined;
  let stopped = false;
  const start = () => {
    if (stopped) return;
    stopRecording = record<ReplayEvent>({
      emit(event) {
        const safe = sanitise(event);
        if (!safe) return;
        batch.push(safe);
        // A full snapshot (the first screen, and every 10 minutes) leaves at once: it is the largest batch, best sent
        // while the page is there rather than in a page-hide request's 64 kB.
        if (batch.length >= maxEvents || safe.type === FULL_SNAPSHOT) flush();
        else timer ??= setTimeout(flush, batchMs);
      },
      maskAllInputs: true,
      maskTextSelector: '*',
      // Marked as the customer's own (data-private, rrweb's rr-mask): masked even where it reads like wording.
      maskTextFn: (text, element) => (element?.closest(PRIVATE) ? text.replace(/\S/g, '*') : maskText(text)),
      maskInputFn: (text) => text.replace(/./gs, '*'),
      slimDOMOptions: 'all',
      // No canvas, fonts, images as data or cross-origin frames (the payment gateway's): nothing the portal replays.
      recordCanvas: false,
      collectFonts: false,
      inlineImages: false,
      recordCrossOriginIframes: false,
      // A new full snapshot every 10 minutes: a replay started from a later batch still has a page to play on.
      checkoutEveryNms: 10 * 60_000,
      sampling: { mousemove: 100, scroll: 150, input: 'last' },
    });
    document.addEventListener('visibilitychange', onHidden);
    addEventListener('pagehide', flush);
  };
  const starting = setTimeout(start, 0);

  return () => {
    stopped = true;
    clearTimeout(starting);
    stopRecording?.();
    document.removeEventListener('visibilitychange', onHidden);
    removeEventListener('pagehide', flush);
    flush();
  };
}
