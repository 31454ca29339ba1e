import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authTestRoutes } from '../testing/auth-test-routes';
import { authRoutes } from './auth-routes';
import { renderWithPortal, signInForTest } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';

setupSandboxServer();

describe('route guards (section 2)', () => {
  it('sends a logged-out user to /login, keeping the query string', async () => {
    renderWithPortal(null, { route: '/?dest=payment&policy=P1', routes: authTestRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?dest=payment&policy=P1');
  });

  it('sends a logged-in user from /login to /, keeping the query string', async () => {
    await signInForTest();
    renderWithPortal(null, { route: '/login?dest=payment&policy=P1', routes: authTestRoutes });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?dest=payment&policy=P1$/));
    expect(screen.queryByRole('heading', { name: 'My Account Login' })).not.toBeInTheDocument();
  });

  it('lets a logged-in user through', async () => {
    await signInForTest();
    renderWithPortal(null, { route: '/policy/9', routes: authTestRoutes });
    expect(await screen.findByRole('heading', { name: 'Policy page' })).toBeInTheDocument();
  });

  it('titles the login and logout routes for the shell (the deepest matched route names the title, as useMatches sees it)', () => {
    const titleOf = (path: string) =>
      (matchRoutes(authRoutes, path) ?? []).map((m) => (m.route.handle as { titleKey?: string } | undefined)?.titleKey).filter(Boolean);
    expect(titleOf('/login')).toEqual(['common:loginHeading']);
    expect(titleOf('/logout')).toEqual(['shell:titles.logout']);
    expect(titleOf('/login/extra')).toEqual([]);
  });
});

describe('/logout', () => {
  it('ends the session and shows /login', async () => {
    renderWithPortal(null, { route: '/logout', routes: authTestRoutes, signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('just shows /login when nobody is signed in', async () => {
    renderWithPortal(null, { route: '/logout', routes: authTestRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
  });
});
