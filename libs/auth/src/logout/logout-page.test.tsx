import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { storeToken } from '@portal/session';
import { renderWithPortal, signInForTest, useSessionStore } from '@portal/testing';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { authTestRoutes } from '../testing/auth-test-routes';

const sandbox = setupSandboxServer();
installDialogPolyfill();

const serverAccepts = async (token: string) =>
  (
    await sandbox.app.request(apiPaths.refreshToken, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, CountryId: '13', 'Request-Source': 'test' },
    })
  ).ok;

describe('/logout', () => {
  it('ends the server session and every store, then shows the login page without the signed-in nav', async () => {
    const session = await signInForTest();
    renderWithPortal(null, { route: '/logout', routes: authTestRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null, endReason: 'logout' });
    expect(await serverAccepts(session.token)).toBe(false);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is reached from the timeout warning’s "Log out"', async () => {
    const session = await signInForTest();
    storeToken(session.token, new Date(Date.now() + 90_000).toISOString());
    const user = userEvent.setup();
    renderWithPortal(null, { route: '/', routes: authTestRoutes });
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    expect(await serverAccepts(session.token)).toBe(false);
  });
});
