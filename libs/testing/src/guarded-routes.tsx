import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useConfiguredText, useRegionalConfig } from '@portal/config';
import { SessionEndNotice, useSession, useSessionEndReason } from '@portal/session';
import { useSessionTranslation } from '@portal/session/testing';

/** The auth lib's guard in small (session may not import auth): signed out goes to /login. */
export function TestGuard() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Outlet /> : <Navigate to="/login" replace />;
}

/**
 * The login page's top as the customer sees it (the auth lib's page, which session may not import): its heading, in
 * the portal's own wording, and the session's notice of why the last session ended, which that page renders.
 */
export function TestLoginPage() {
  const { t } = useSessionTranslation();
  const fill = useConfiguredText();
  const { accountLockMessage } = useRegionalConfig().regionalisation;
  // A session a 403 ended shows the region's account-locked message (the auth lib's locked state), not the notice.
  const locked = useSessionEndReason() === 'locked';
  return (
    <section aria-labelledby="login-heading">
      <h1 id="login-heading">{t('common:loginHeading')}</h1>
      {locked ? <p role="alert">{fill(accountLockMessage)}</p> : <SessionEndNotice />}
    </section>
  );
}

/** `routes` behind the guard, beside /login, as the shell composes a signed-in page (renderWithPortal's `guarded`). */
export const behindSessionGuard = (routes: RouteObject[]): RouteObject[] => [
  { path: '/login', element: <TestLoginPage /> },
  { element: <TestGuard />, children: routes },
];
