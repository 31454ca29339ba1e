import type { RouteObject } from 'react-router';
import { LoadingIndicator } from '@portal/ui-kit';
import { useSessionTranslation } from '../use-session-translation';

/** What a signed-in page shows while the signed-in area's chunk loads on a first visit. */
function SignedInLoading() {
  const { t } = useSessionTranslation();
  return <LoadingIndicator text={t('common:loading')} />;
}

const loadSignedInArea = () => import('./signed-in-area');

/**
 * The signed-in area as a route around `children`: a lazy chunk of its own (server-state cache and session upkeep),
 * so the login page carries neither it nor TanStack Query. The route guard (auth) goes around it; the code screen
 * fetches it ahead of need through the route (auth's preloadSignedInPage).
 */
export function signedInArea(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await loadSignedInArea()).default }),
    HydrateFallback: SignedInLoading,
    children,
  };
}
