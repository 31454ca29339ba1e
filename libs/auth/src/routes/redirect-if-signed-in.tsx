import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { LoginRedirectState } from './require-session';
import { useSession } from '@portal/session';

/**
 * Wraps /login (section 2): a signed-in user goes to / with the query string kept, or back to the page a guard
 * sent them from. This is also how a successful login moves on.
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (isSignedIn) {
    const from = (location.state as LoginRedirectState | null)?.from;
    return <Navigate to={from ?? { pathname: '/', search: location.search }} replace />;
  }
  return children ?? <Outlet />;
}
