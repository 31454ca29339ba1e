import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, seedSession } from '@portal/testing';
import type { LoginRedirectState } from './require-session';
import { discoverSignedInRoutes, preloadSignedInPage } from './signed-in-discovery';

// The session's signed-in area (its own lazy chunk, an API client) is not what is tested here.
vi.mock('@portal/session', async (original) => ({
  ...(await original<object>()),
  signedInArea: (children: RouteObject[]) => ({ children }),
}));

function renderAt(path: string) {
  const loadPolicyPage = vi.fn(async () => ({ Component: () => <h1>Policy page</h1> }));
  const { patchRoutesOnNavigation, CatchAll } = discoverSignedInRoutes('pages', [{ path: '/policy/:policyNumber', lazy: loadPolicyPage }]);
  const routes: RouteObject[] = [
    {
      id: 'pages',
      HydrateFallback: () => null,
      children: [
        { path: '/login', element: <h1>Login</h1> },
        { path: '*', element: <CatchAll notFound={<h1>Page not found</h1>} /> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(<RouterProvider router={router} />);
  return { router, loadPolicyPage };
}

afterEach(() => clearSession(null));

describe('signed-in pages discovered once someone is signed in (#10)', () => {
  it('sends a signed-out deep link to /login, keeping its query and the page asked for, without loading the page', async () => {
    const { router, loadPolicyPage } = renderAt('/policy/9?dest=payment');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?dest=payment');
    expect((router.state.location.state as LoginRedirectState).from).toEqual({ pathname: '/policy/9', search: '?dest=payment' });
    expect(loadPolicyPage).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a path that is no page, signed out', async () => {
    const { router } = renderAt('/no-such-page');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('patches the pages in for a signed-in visitor, who goes straight to the page', async () => {
    seedSession();
    const { router, loadPolicyPage } = renderAt('/policy/9');
    await vi.waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('/policy/:policyNumber'));
    expect(router.state.location.pathname).toBe('/policy/9');
    expect(loadPolicyPage).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Policy page' })).toBeInTheDocument();
  });

  it('shows the page when the session arrives before the guard has sent the visitor to /login (another tab’s)', async () => {
    const { router, loadPolicyPage } = renderAt('/policy/9');
    seedSession();
    await vi.waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('/policy/:policyNumber'));
    expect(router.state.location.pathname).toBe('/policy/9');
    expect(await screen.findByRole('heading', { name: 'Policy page' })).toBeInTheDocument();
    expect(loadPolicyPage).toHaveBeenCalledOnce();
  });

  it('patches them in when a signed-out tab signs in (or joins another tab’s session) and goes back', async () => {
    const { router, loadPolicyPage } = renderAt('/policy/9');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    seedSession();
    await router.navigate('/policy/9');
    expect(router.state.matches.at(-1)?.route.path).toBe('/policy/:policyNumber');
    expect(loadPolicyPage).toHaveBeenCalledOnce();
    await router.navigate('/policy/10');
    // Patched once, however many navigations follow.
    expect(router.routes[0]?.children?.filter((r) => r.id === 'signed-in')).toHaveLength(1);
  });

  it('preloads, signed out, the chunks of the page a sign-in will open, and only that page’s (issue 26)', async () => {
    const { loadPolicyPage } = renderAt('/login');
    await preloadSignedInPage('/no-such-page');
    await preloadSignedInPage('/login');
    expect(loadPolicyPage).not.toHaveBeenCalled();
    await preloadSignedInPage('/policy/9');
    expect(loadPolicyPage).toHaveBeenCalledOnce();
  });
});
