import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BrandDefinition, RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import type { PersonaId } from '@portal/sandbox-api';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { registerSessionReset, SESSION_STORAGE_KEY } from '@portal/session';
import { renderWithPortal, signInForTest, useSessionStore } from '@portal/testing';
import { authTestRoutes } from '../testing/auth-test-routes';
import { caConfig, nzConfig } from '../testing/login-fixtures';

// Section 8: "HTTP 403: shows the region's account-locked message and sets the locked flag", on any call. A signed-in
// call answered 403 ends the session as a 401 does (every store and cache cleared), and the login page shows the
// region's account-locked message with only 'Return to Log In', as the code screen's locked state does.
const sandbox = setupSandboxServer();

type Region = { name: string; persona: PersonaId; config: { brand: BrandDefinition; regional: RegionalConfig } };
const withLockMessage = (config: Region['config'], accountLockMessage: string): Region['config'] => ({
  ...config,
  regional: { ...config.regional, regionalisation: { ...config.regional.regionalisation, accountLockMessage } },
});
const regions: Region[] = [
  {
    name: 'Australia',
    persona: 'au-family',
    config: withLockMessage({ brand: testBrand, regional: testRegionalConfig }, 'AU locked. Call {phone}.'),
  },
  { name: 'New Zealand', persona: 'nz-single', config: withLockMessage(nzConfig(), 'NZ locked. Call {phone}.') },
  { name: 'Canada', persona: 'ca-multi', config: withLockMessage(caConfig(), 'CA locked. Call {phone}.') },
];

describe.each(regions)('a 403 on a signed-in call ($name)', ({ persona, config }) => {
  it("ends the session, clears every store, and the login page shows the region's locked message with only 'Return to Log In'", async () => {
    const user = userEvent.setup();
    const resetFeatureStore = vi.fn();
    const unregister = registerSessionReset(resetFeatureStore);
    await signInForTest(persona);
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/Customer/getcustomerdetail', status: 403 }),
    });
    renderWithPortal(null, { route: '/', routes: authTestRoutes, brandConfig: config });

    const locked = await screen.findByRole('alert', {}, { timeout: 3000 });
    const phone = config.brand.phone;
    expect(locked).toHaveTextContent(config.regional.regionalisation.accountLockMessage.replace('{phone}', phone));
    expect(within(locked).getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Return to Log In']);
    expect(screen.queryByText(/Your session has (ended|expired)/)).not.toBeInTheDocument();
    // Cleared as a 401 clears: the session (memory and storage) and every registered store.
    expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null, endReason: 'locked' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(resetFeatureStore).toHaveBeenCalledTimes(1);
    unregister();

    await user.click(screen.getByRole('button', { name: 'Return to Log In' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Account Login' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useSessionStore.getState().endReason).toBeNull();
  });
});
