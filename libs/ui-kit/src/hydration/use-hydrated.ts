import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False while React hydrates the markup the build prerendered (and on the server), then true. What depends on the
 * browser is decided after hydration, so that hydration matches; a prerendered control that would do nothing before
 * React has taken the page over is disabled until then, so a press is never silently lost.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
