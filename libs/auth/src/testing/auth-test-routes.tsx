import { Outlet, type RouteObject } from 'react-router';
import { authRoutes } from '../routes/auth-routes';
import { signedInRoutes } from '../routes/signed-in-routes';
import { useCustomerDetail, SessionNav } from '@portal/session';
import { LocationDisplay } from '@portal/testing';

/** A signed-in page for the auth lib's own tests: greets the customer from the customer detail. */
function TestHome() {
  const detail = useCustomerDetail();
  return <h1>{detail.data ? `Welcome ${detail.data.FirstName}` : 'Home'}</h1>;
}

/** The shell's shape in small: nav, auth routes and a guarded, signed-in home (auth lib tests only). */
export const authTestRoutes: RouteObject[] = [
  {
    element: (
      <>
        <SessionNav />
        <Outlet />
        <LocationDisplay />
      </>
    ),
    children: [
      ...authRoutes,
      signedInRoutes([
        { path: '/', element: <TestHome /> },
        { path: '/policy/:policyNumber', element: <h1>Policy page</h1> },
      ]),
    ],
  },
];
