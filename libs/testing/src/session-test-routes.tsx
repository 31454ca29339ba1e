import { Outlet, type RouteObject } from 'react-router';
import { TestGuard, TestLoginPage } from './guarded-routes';
import { LocationDisplay } from './render-with-portal';
import { useCustomerDetail, SessionNav, signedInArea } from '@portal/session';

/** A signed-in page for the session lib's own tests: greets the customer from the customer detail. */
function TestHome() {
  const detail = useCustomerDetail();
  return <h1>{detail.data ? `Welcome ${detail.data.FirstName}` : 'Home'}</h1>;
}

/** The shell's shape in small: nav, a signed-out page and a guarded signed-in home (session lib tests only). */
export const sessionTestRoutes: RouteObject[] = [
  {
    element: (
      <>
        <SessionNav />
        <Outlet />
        <LocationDisplay />
      </>
    ),
    children: [
      { path: '/login', element: <TestLoginPage /> },
      { path: '/logout', element: <h1>Logging out</h1> },
      { element: <TestGuard />, children: [signedInArea([{ path: '/', element: <TestHome /> }])] },
    ],
  },
];
