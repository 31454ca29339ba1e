import { Navigate, matchRoutes, useLocation, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { currentToken, useSession } from '@portal/session';
import { RequireSession } from './require-session';
import { signedInRoutes } from './signed-in-routes';

/** The last discovery's preloader (an app makes one discovery, for its one route table). */
let preloadPage: ((pathname: string) => Promise<unknown>) | undefined;

/**
 * Fetches every chunk the signed-in page at `pathname` needs (the signed-in area's, the page's own), as the router
 * would once the session starts: the code screen calls it while the code is typed, so the page after the code waits
 * for its data only (issue 26: the dashboard's chunks were a round trip of their own between the code and its first
 * call). The router's own load later finds the modules already evaluated.
 */
export const preloadSignedInPage = (pathname: string): Promise<unknown> => preloadPage?.(pathname) ?? Promise.resolve();

export type SignedInDiscovery = {
  /** The router's patchRoutesOnNavigation: patches the signed-in pages under `parentId` once someone is signed in. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /** The catch-all route's element: a signed-in page asked for by a signed-out visitor goes to /login; else `notFound`. */
  CatchAll: (props: { notFound: React.ReactNode }) => React.ReactNode;
};

/**
 * The signed-in pages, kept out of the route table until someone is signed in. React Router loads every matched
 * route's `lazy` before any guard can redirect, so a signed-out deep link (/, /policy/N) would fetch the signed-in
 * area and the page's chunk just to be sent to /login. Instead the router discovers them (patchRoutesOnNavigation,
 * asked for any path the table only matches with the catch-all or a parameter): with a session it patches them in
 * under `parentId`; without one the catch-all matches, and sends a signed-out visitor asking for a signed-in page to
 * /login through the same guard (keeping the page asked for, so the login, or another tab's session, takes them
 * back). Once patched, the pages stay: after a logout the guard inside them does the same.
 */
export function discoverSignedInRoutes(parentId: string, children: RouteObject[]): SignedInDiscovery {
  // The id makes patching idempotent: React Router skips a child whose id it already has.
  const signedIn: RouteObject = { ...signedInRoutes(children), id: 'signed-in' };
  const isSignedInPath = (pathname: string) => matchRoutes([signedIn], pathname) !== null;
  preloadPage = (pathname) =>
    Promise.all(
      (matchRoutes([signedIn], pathname) ?? []).map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
    );
  return {
    patchRoutesOnNavigation: ({ patch }) => {
      if (currentToken() !== null) patch(parentId, [signedIn]);
    },
    CatchAll: function CatchAll({ notFound }) {
      const location = useLocation();
      const { isSignedIn } = useSession();
      if (!isSignedInPath(location.pathname)) return notFound;
      if (!isSignedIn) return <RequireSession />;
      // Signed in since the router matched this path (another tab's session arrived as the page started): going
      // there again lets the router discover the pages.
      return <Navigate to={location} state={location.state as unknown} replace />;
    },
  };
}
