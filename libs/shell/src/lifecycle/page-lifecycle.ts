/**
 * Browser lifecycle rules of section 2 and of docs/architecture.md, Serving and lifecycle:
 * - a page restored from the back/forward cache reloads (no stale personal data after logout);
 * - a chunk that fails to load after a deploy reloads the page once, to the URL the user was going to: the route's
 *   error page does it (RouteErrorPage), where the router has already moved to that URL. Vite's vite:preloadError is
 *   left alone: cancelling it would resolve the import with nothing and reload the page the user was leaving.
 */
const RELOAD_KEY = 'portal:chunk-reload';
/** Section 9: chunk load time-out 120 seconds; a second failure inside it is shown, not retried. */
const RELOAD_WINDOW_MS = 120_000;
/** Section 9: a page chunk still loading after 120 seconds has failed (and goes the way of a missing chunk). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function reloadOnBackForwardRestore(win: Window = window): void {
  win.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) win.location.reload();
  });
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** Reloads once to `url`. Returns false when a reload was already tried recently (the caller shows an error). */
export function reloadOnceForNewDeploy(url: string, win: Window = window, now = Date.now()): boolean {
  const previous = Number(win.sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (previous && now - previous < RELOAD_WINDOW_MS) return false;
  win.sessionStorage.setItem(RELOAD_KEY, String(now));
  win.location.assign(url);
  return true;
}

/** A lazy route's loader that fails as a chunk load error when it has not settled within `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`ChunkLoadError: a page chunk took longer than ${ms / 1000} s`)), ms);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}
