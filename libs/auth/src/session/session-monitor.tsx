import { Suspense, lazy } from 'react';
import { useSession } from './session-store';

/** What runs while signed in is a chunk of its own: the landing (login) page does not carry it. */
const ActiveSession = lazy(() => import('./active-session'));

/**
 * Mounted once by the shell, inside the router. While signed in: the post-login loading (customer details, then
 * features), the session check (timeout at expiry), the keep-alive and the 'about to expire' dialog.
 */
export function SessionMonitor() {
  const { isSignedIn, expiresAt } = useSession();
  if (!isSignedIn || expiresAt === null) return null;
  return (
    <Suspense fallback={null}>
      <ActiveSession expiresAt={expiresAt} />
    </Suspense>
  );
}
