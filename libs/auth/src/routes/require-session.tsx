import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useSession, portalPaths } from '@portal/session';

/** Where a guarded page sent the customer, so the login can take them back. */
export type LoginRedirectState = { from?: Pick<Location, 'pathname' | 'search'> };

/**
 * Layout route of every page that needs a signed-in customer (section 2): a logged-out user goes to /login with the
 * query string kept, remembering the page asked for.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) {
    const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={{ pathname: portalPaths.login, search: location.search }} state={state} replace />;
  }
  return children ?? <Outlet />;
}
