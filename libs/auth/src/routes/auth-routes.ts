import type { PageTitleKey } from '@portal/i18n';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../login/login-page';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { routePatterns } from '@portal/session';

/**
 * The auth lib's routes. The login page is imported eagerly: it is the landing page and belongs in the entry chunk
 * (docs/architecture.md, Budgets: no lazy chunk on its critical path). /logout is a small lazy chunk. `handle.titleKey` names
 * the shell's page title.
 */
export const authRoutes: RouteObject[] = [
  {
    Component: RedirectIfSignedIn,
    children: [{ path: routePatterns.login, handle: { titleKey: 'common:loginHeading' satisfies PageTitleKey }, Component: LoginPage }],
  },
  {
    path: routePatterns.logout,
    handle: { titleKey: 'shell:titles.logout' satisfies PageTitleKey },
    lazy: async () => ({ Component: (await import('../logout/logout-page')).LogoutPage }),
  },
];
