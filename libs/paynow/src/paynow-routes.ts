import type { PageTitleKey } from '@portal/i18n';
import type { RouteObject } from 'react-router';
import { routePatterns } from '@portal/session';

/** The paynow routes, each lazy (its own chunk). The shell places them inside its session guard and frame. */
export const payNowRoutes: RouteObject[] = [
  {
    path: routePatterns.payNow,
    handle: { titleKey: 'common:makePayment' satisfies PageTitleKey },
    lazy: () => import('./flow/paynow-page').then((m) => ({ Component: m.PayNowPage })),
  },
];
