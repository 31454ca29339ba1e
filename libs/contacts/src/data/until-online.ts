import { onlineManager } from '@tanstack/react-query';

/**
 * Resolves once the browser is online (TanStack's onlineManager, which the save follows); rejects with the signal's
 * reason when the wait is abandoned first (the customer left the form without saving).
 */
export const untilOnline = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (onlineManager.isOnline()) return resolve();
    const stop = () => {
      unsubscribe();
      signal.removeEventListener('abort', abandon);
    };
    const abandon = () => {
      stop();
      reject(signal.reason);
    };
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
    if (signal.aborted) return abandon();
    signal.addEventListener('abort', abandon, { once: true });
  });
