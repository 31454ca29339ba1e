/** Fetches a lazy chunk once the browser is idle (after the first render), so it is ready before it is needed. */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/** What a visitor does first on a page they are about to fill in: focus a field, press a key, touch or click. */
const FIRST_INPUT = ['focusin', 'keydown', 'pointerdown'] as const;

/**
 * Fetches a lazy chunk once the visitor starts on the page (then when the browser is idle), so it is ready by the
 * time the form is sent. Until then the page loads nothing more: fetching, compiling and evaluating the chunk while
 * the landing page is still starting would be main-thread work the visitor cannot use yet (issue 26: the login page's
 * Total Blocking Time), and a visitor who only reads the page never needs it.
 */
export function preloadOnFirstInput(load: () => Promise<unknown>, target: EventTarget = document): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    stopListening();
    cancelIdle = preloadWhenIdle(load);
  };
  const stopListening = () => {
    for (const type of FIRST_INPUT) target.removeEventListener(type, start, true);
  };
  for (const type of FIRST_INPUT) target.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
