import { use } from 'react';

/** A promise carrying React's thenable fields, which use() reads without waiting once it is settled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown; read?: boolean };

/**
 * A lazy chunk that renders at once when it is already in. React.lazy suspends on its first render even when its
 * chunk was fetched long before (it starts the import then), and React keeps a fallback it has shown for at least
 * 300 ms (its fallback throttle): sending the login form emptied the page and grew it back 300 ms later, the footer
 * jumping up and down (issue 37, layout shift). Here the import's promise is kept and carries its outcome as React's
 * thenable fields, so `useModule` (React's use(), in render) returns the module at once when it is in and suspends only
 * when it is not. A preload that failed (offline while typing) is forgotten, so the render tries again; a failure
 * the render read stays, for the error boundary, as React.lazy's does.
 */
export function readyChunk<T>(load: () => Promise<T>): { preload: () => Promise<T>; useModule: () => T } {
  let kept: Tracked<T> | undefined;
  const preload = (): Tracked<T> => {
    if (kept) return kept;
    // Its status is left unset until it settles: React instruments a promise with none (and waits for it).
    const promise: Tracked<T> = load();
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        if (!promise.read && kept === promise) kept = undefined;
      },
    );
    kept = promise;
    return promise;
  };
  const useModule = () => {
    const promise = preload();
    promise.read = true;
    return use(promise as Promise<T>);
  };
  return { preload, useModule };
}
