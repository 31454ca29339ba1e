import type { PageTitleKey } from '@portal/i18n';
import type { RouteObject } from 'react-router';
import { routePatterns } from '@portal/session';

/**
 * The policies routes, each lazy (its own chunk): '/' the dashboard and '/policy/:policyNumber' the detail.
 * The shell places them inside its session guard and frame.
 */
export const policyRoutes: RouteObject[] = [
  {
    path: routePatterns.dashboard,
    handle: { titleKey: 'common:myPolicies' satisfies PageTitleKey },
    lazy: () => import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: routePatterns.policy,
    handle: { titleKey: 'common:policyOverview' satisfies PageTitleKey },
    lazy: () => import('./detail/policy-detail-page').then((m) => ({ Component: m.PolicyDetailPage })),
  },
];
