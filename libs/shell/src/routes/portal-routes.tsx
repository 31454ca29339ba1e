import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { authRoutes, discoverSignedInRoutes } from '@portal/auth';
import type { RegionalConfig } from '@portal/config';
import type { PageTitleKey } from '@portal/i18n';
import { contactRoutes } from '@portal/contacts';
import { documentRoutes } from '@portal/documents';
import { paymentUpdateRoutes } from '@portal/payment-update';
import { payNowRoutes } from '@portal/paynow';
import { policyRoutes } from '@portal/policies';
import { PortalFrame } from '../frame/portal-frame';
import { withChunkTimeout } from '../lifecycle/page-lifecycle';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoading } from '../pages/page-loading';
import { RouteErrorPage } from '../pages/route-error-page';
import { routePatterns } from '@portal/session';

const PAGES_ROUTE_ID = 'pages';

/** Every lazy route of `routes` (and their children) fails when its chunk has not loaded in 120 s (section 9). */
function timedChunks(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const timed = { ...route } as RouteObject & { lazy?: unknown; children?: RouteObject[] };
    if (typeof route.lazy === 'function') timed.lazy = withChunkTimeout(route.lazy);
    if (route.children) timed.children = timedChunks(route.children);
    return timed as RouteObject;
  });
}

/** Every page that needs a signed-in customer. Documents routes exist only when documentsFeature equals 1. */
export function signedInPages(regional: RegionalConfig): RouteObject[] {
  const documentsOn = regional.featureFlag.documentsFeature === 1;
  return timedChunks([...policyRoutes, ...(documentsOn ? documentRoutes : []), ...payNowRoutes, ...paymentUpdateRoutes, ...contactRoutes]);
}

const discovery = (regional: RegionalConfig) => discoverSignedInRoutes(PAGES_ROUTE_ID, signedInPages(regional));

/**
 * The route table of section 2. Each feature library contributes its routes (lazy, one chunk per page, except the
 * login page: the landing page is in the entry chunk). The signed-in pages are not in it: the router discovers them
 * (patchPortalRoutes) once someone is signed in, so a signed-out deep link fetches none of their chunks before the
 * guard sends it to /login. /login, /logout and not-found stay open.
 */
export function portalRoutes(regional: RegionalConfig): RouteObject[] {
  const { CatchAll } = discovery(regional);
  return [
    {
      Component: PortalFrame,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <RouteErrorPage />,
          // While the router discovers the signed-in pages on a first visit.
          HydrateFallback: PageLoading,
          children: [
            ...authRoutes,
            // Open signed in and signed out: every brand's footer links to it.
            {
              path: routePatterns.accessibility,
              handle: { titleKey: 'common:accessibilityStatement' satisfies PageTitleKey },
              lazy: () =>
                import('../accessibility/accessibility-statement-page').then((m) => ({ Component: m.AccessibilityStatementPage })),
            },
            {
              path: '*',
              handle: { titleKey: 'shell:notFound.heading' satisfies PageTitleKey },
              element: <CatchAll notFound={<NotFoundPage />} />,
            },
          ],
        },
      ],
    },
  ];
}

/** The router's patchRoutesOnNavigation for portalRoutes: the signed-in pages, once someone is signed in. */
export const patchPortalRoutes = (regional: RegionalConfig): PatchRoutesOnNavigationFunction => discovery(regional).patchRoutesOnNavigation;
