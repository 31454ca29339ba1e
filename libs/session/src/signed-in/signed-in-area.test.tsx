import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, createApiClient } from '@portal/core-api';
import { testRegionalConfig } from '@portal/config/testing';
import { KEEP_ALIVE_INTERVAL_MS } from '../store/session-timing';
import { storeToken, useSessionStore } from '../store/session-store';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { renderWithPortal, sessionTestRoutes, signInForTest } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { startSessionData } from './lazy-signed-in-area';

const sandbox = setupSandboxServer();
installDialogPolyfill();
afterEach(() => vi.useRealTimers());

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Signs the test customer in for real, then pretends the token expires in `ms`. */
async function signedInExpiringIn(ms: number, regional: Partial<typeof testRegionalConfig> = {}) {
  const session = await signInForTest();
  storeToken(session.token ?? '', inMs(ms));
  const user = userEvent.setup();
  const brandConfig = { regional: { ...testRegionalConfig, ...regional } };
  const view = renderWithPortal(null, { route: '/', routes: sessionTestRoutes, brandConfig });
  await screen.findByRole('heading', { name: 'Welcome Mary-Jane' });
  return { user, session, ...view };
}

describe('signed-in area: the session’s first call (issue 26)', () => {
  it('asks for the customer detail as the session starts, once, and the first page shows that answer', async () => {
    const session = await signInForTest();
    const asked: string[] = [];
    const onStart = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    sandbox.server.events.on('request:start', onStart);
    try {
      const client = createApiClient({
        baseUrl: window.location.origin,
        countryId: testRegionalConfig.countryId,
        requestSource: testRegionalConfig.api.requestSource,
        getToken: () => useSessionStore.getState().token,
      });
      startSessionData(client, session.customerLoginId ?? '');
      await waitFor(() => expect(asked).toContain(apiPaths.getCustomerDetail));
      renderWithPortal(null, { route: '/', routes: sessionTestRoutes });
      await screen.findByRole('heading', { name: 'Welcome Mary-Jane' });
      expect(asked.filter((path) => path === apiPaths.getCustomerDetail)).toHaveLength(1);
    } finally {
      sandbox.server.events.removeListener('request:start', onStart);
    }
  });
});

describe('signed-in area: session upkeep', () => {
  it('warns two minutes before expiry; "Stay signed in" refreshes the token and closes the warning', async () => {
    const { user } = await signedInExpiringIn(90_000);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Date.parse(useSessionStore.getState().expiresAt ?? '')).toBeGreaterThan(Date.now() + 15 * 60_000);
  });

  it('says when the session ends, and honestly when "Stay signed in" could not extend it (keep-alive 404)', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: apiPaths.refreshToken, status: 404, times: 1 }),
    });
    const { user } = await signedInExpiringIn(90_000);
    const endsAt = useSessionStore.getState().expiresAt ?? '';
    const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }).format(new Date(endsAt));
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
    expect(dialog).toHaveTextContent(`Your session ends at ${time}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`We could not extend your session. It still ends at ${time}`);
    expect(useSessionStore.getState()).toMatchObject({ expiresAt: endsAt, endReason: null });
    expect(screen.getByRole('dialog', { name: 'Your session is about to expire' })).toBeInTheDocument();
  });

  it('calls the keep-alive the deployment configures (method and path), not only our default', async () => {
    const keepAlive = { method: 'GET' as const, path: '/api/v9/session/keepalive' };
    const seen: string[] = [];
    const onStart = ({ request }: { request: Request }) => void seen.push(`${request.method} ${new URL(request.url).pathname}`);
    sandbox.server.events.on('request:start', onStart);
    try {
      const { user } = await signedInExpiringIn(90_000, { api: { ...testRegionalConfig.api, keepAlive } });
      const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
      await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not extend your session.');
    } finally {
      sandbox.server.events.removeListener('request:start', onStart);
    }
    expect(seen).toContain('GET /api/v9/session/keepalive');
    expect(seen).not.toContain(`POST ${apiPaths.refreshToken}`);
  });

  it('"Log out" in the warning goes to the logout page (which ends the session: see auth logout tests)', async () => {
    const { user } = await signedInExpiringIn(90_000);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logging out' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/logout');
  });

  it('times out at expiry: the session is cleared with the timeout reason and the guard shows /login', async () => {
    await signedInExpiringIn(300);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please login again to continue.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null });
  });

  it('keeps an active customer signed in: a refresh every interval with activity, none without', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signedInExpiringIn(15 * 60_000);
    const before = useSessionStore.getState().expiresAt;
    act(() => vi.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSessionStore.getState().expiresAt).toBe(before);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      vi.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS);
    });
    await vi.waitFor(() => expect(useSessionStore.getState().expiresAt).not.toBe(before));
    expect(Date.parse(useSessionStore.getState().expiresAt ?? '')).toBeGreaterThan(Date.now() + 19 * 60_000);
  });

  it('ends the session on a 401 and returns to the login page', async () => {
    const session = await signInForTest();
    await sandbox.app.request(apiPaths.logout, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, CountryId: '13', 'Request-Source': 'test' },
    });
    renderWithPortal(null, { route: '/', routes: sessionTestRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has ended, so you have been logged out. Please log in again to continue.',
    );
    expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: 'unauthorized' });
  });
});
