import type { RouteObject } from 'react-router';
import type { ApiClient } from '@portal/core-api';
import { LoadingIndicator } from '@portal/ui-kit';
import { useSessionTranslation } from '../use-session-translation';
import type * as SignedInAreaModule from './signed-in-area';

/** What a signed-in page shows while the signed-in area's chunk loads on a first visit. */
function SignedInLoading() {
  const { t } = useSessionTranslation();
  return <LoadingIndicator text={t('common:loading')} />;
}

let loaded: typeof SignedInAreaModule | undefined;
const loadSignedInArea = () => import('./signed-in-area').then((module) => (loaded = module));

/**
 * The session's first call, started as the code is accepted (signed-in-area.ts's startSessionData): at once when the
 * signed-in area's chunk is here (the code screen fetches it while the code is typed), else once it is.
 */
export function startSessionData(client: ApiClient, customerLoginId: string): void {
  if (loaded) loaded.startSessionData(client, customerLoginId);
  else void loadSignedInArea().then((module) => module.startSessionData(client, customerLoginId));
}

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
