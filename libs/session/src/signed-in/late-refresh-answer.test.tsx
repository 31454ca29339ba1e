import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { renderWithPortal, sessionTestRoutes, signInForTest } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { endSession } from '../store/end-session';
import { storeToken, useSessionStore } from '../store/session-store';

// Issue 45, a late answer: 'Stay signed in' sent the keep-alive, and before its answer came a 401 on another call
// ended the session (on a slow machine, the order of two answers in flight is anyone's). The late answer must not sign
// the customer in again (a token without a login id, the reason gone from the login page).
const sandbox = setupSandboxServer();
installDialogPolyfill();

describe('a keep-alive answered after the session ended', () => {
  it('starts nothing again: the session stays ended and the login page still says why', async () => {
    const session = await signInForTest();
    storeToken(session.token ?? '', new Date(Date.now() + 90_000).toISOString());
    const user = userEvent.setup();
    renderWithPortal(null, { route: '/', routes: sessionTestRoutes });
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
    await sandbox.fault({ route: apiPaths.refreshToken, latencyMs: 400, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    act(() => endSession('unauthorized'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null, endReason: 'unauthorized' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended, so you have been logged out.');
  });
});
