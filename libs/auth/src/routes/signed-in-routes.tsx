import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { LoadingIndicator } from '@portal/ui-kit';
import { RequireSession } from './require-session';

/** What a signed-in page shows while the signed-in area's chunk loads on a first visit. */
function SignedInLoading() {
  const { t } = useTranslation('common');
  return <LoadingIndicator text={t('loading')} />;
}

/**
 * Wraps the pages that need a signed-in customer: the guard (in the entry, so a signed-out visitor is sent to /login
 * without waiting for any signed-in code) and, inside it, the signed-in area (lazy: server-state cache and session
 * upkeep).
 */
export function signedInRoutes(children: RouteObject[]): RouteObject {
  return {
    Component: RequireSession,
    children: [
      {
        lazy: async () => ({ Component: (await import('../session/signed-in-area')).default }),
        HydrateFallback: SignedInLoading,
        children,
      },
    ],
  };
}
