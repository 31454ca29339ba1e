import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { clearSession, renderWithPortal, signInForTest } from '@portal/testing';
import { announced, listen, stopListening } from '@portal/ui-kit/testing';
import { authTestRoutes } from '../testing/auth-test-routes';

// The login page says why the last session ended: the server ended it (a 401 on any call), or it timed out; nothing
// after a logout the customer asked for. Reached as the customer reaches it: signed in, a call answered 401, the guard.
const sandbox = setupSandboxServer();
afterEach(stopListening);

const ended = 'Your session has ended, so you have been logged out. Please log in again to continue.';
const expired = 'Your session has expired.  Please login again to continue.';

/** Signed in on the home page, whose customer-detail call the server answers 401 (the session is no longer valid). */
async function signedInThen401() {
  await signInForTest('au-family');
  await sandbox.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route: '/api/v1/Customer/getcustomerdetail', status: 401 }),
  });
  return renderWithPortal(null, { route: '/', routes: authTestRoutes });
}

describe('the login page after a session ended', () => {
  it('says the session ended and the customer was logged out, as an alert a screen reader announces', async () => {
    await listen();
    await signedInThen401();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ended);
    expect(alert).not.toHaveTextContent('expired');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    // The form is there to log in again, reached by keyboard.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'SMS' }));
    expect(await announced('assertive')).toContainEqual(expect.stringContaining(ended));
  });

  it('says it only once the customer logs in again (a new login clears it)', async () => {
    clearSession('unauthorized');
    const user = userEvent.setup();
    renderWithPortal(null, { route: '/login', routes: authTestRoutes });
    expect(screen.getByRole('alert')).toHaveTextContent(ended);
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    for (const [label, value] of [
      ['Day', '12'],
      ['Month', '04'],
      ['Year', '1980'],
    ])
      await user.type(screen.getByLabelText(label!), value!);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('group', { name: /One-time code/ });
    expect(screen.queryByText(ended)).not.toBeInTheDocument();
  });

  it('keeps the timeout its own words (a polite status), and says nothing after a logout', () => {
    clearSession('timeout');
    const { unmount } = renderWithPortal(null, { route: '/login', routes: authTestRoutes });
    expect(screen.getByRole('status')).toHaveTextContent(expired, { normalizeWhitespace: false });
    expect(screen.queryByText(ended)).not.toBeInTheDocument();
    unmount();
    clearSession('logout');
    renderWithPortal(null, { route: '/login', routes: authTestRoutes });
    expect(screen.queryByText(/Your session has (expired|ended)/)).not.toBeInTheDocument();
  });
});
