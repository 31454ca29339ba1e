import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal } from './render-with-portal';
import { leaveSandboxSession, SandboxSession } from './sandbox-session';
import { useCustomerDetail, endSession } from '@portal/session';
import { useSessionStore, seedSession } from '@portal/session/testing';

const sandbox = setupSandboxServer();

/** What only a session the sandbox accepts can show: the signed-in customer's name from getcustomerdetail. */
function CustomerName() {
  const detail = useCustomerDetail();
  return <p>{detail.data ? `Customer ${detail.data.FirstName}` : detail.isError ? 'Failed' : 'Waiting'}</p>;
}

/** Stands in for Storybook's error display. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const session = () => useSessionStore.getState();

describe('SandboxSession (stories signed in to the sandbox)', () => {
  it("signs in as the brand's persona of the kind asked for through the sandbox's login calls, then shows the story", async () => {
    // The neutral test brand is brand 1, whose card payer is the sandbox's au-family (Mary-Jane).
    renderWithPortal(
      <SandboxSession as="card" signingInText="Signing in">
        <CustomerName />
      </SandboxSession>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Customer|Waiting/)).not.toBeInTheDocument();
    expect(await screen.findByText('Customer Mary-Jane')).toBeInTheDocument();
    const { customerLoginId, token } = session();
    expect(token).toMatch(/\S/);
    // The code was used up by validateotp: the sandbox has none left for this login.
    expect((await sandbox.app.request(`/__sandbox/otp/${customerLoginId ?? ''}`)).status).toBe(404);
  });

  it('empties the session it stored when the story unmounts', async () => {
    const { unmount } = renderWithPortal(
      <SandboxSession as="overdue">
        <CustomerName />
      </SandboxSession>,
    );
    await screen.findByText(/^Customer /);
    expect(session().token).not.toBeNull();
    unmount();
    expect(session()).toMatchObject({ token: null, customerLoginId: null, endReason: null });
  });

  it("leaves alone a session someone else stored since (the next story's own)", async () => {
    const { unmount } = renderWithPortal(
      <SandboxSession as="card">
        <CustomerName />
      </SandboxSession>,
    );
    await screen.findByText(/^Customer /);
    seedSession({ customerLoginId: 'next-story', token: 'next-token' });
    unmount();
    expect(session()).toMatchObject({ customerLoginId: 'next-story', token: 'next-token' });
  });

  it('leaving the story clears the end a 401 made of the session, so it does not reach the next story', async () => {
    renderWithPortal(
      <SandboxSession as="card">
        <CustomerName />
      </SandboxSession>,
    );
    await screen.findByText(/^Customer /);
    endSession('unauthorized');
    expect(session()).toMatchObject({ token: null, endReason: 'unauthorized' });
    leaveSandboxSession();
    expect(session()).toMatchObject({ token: null, customerLoginId: null, endReason: null });
  });

  it('leaving the story aborts a sign-in under way: nothing is stored late', async () => {
    renderWithPortal(
      <SandboxSession as="card" signingInText="Signing in">
        <CustomerName />
      </SandboxSession>,
    );
    leaveSandboxSession();
    // Long enough for the three sandbox calls to have answered.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(session().token).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Signing in');
  });

  it('shows a failed sign-in as an error, never the story signed out', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/Account/customerlogin', status: 500 }),
    });
    // React logs the error the boundary caught; the test asserts what the boundary shows instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPortal(
      <Boundary>
        <SandboxSession as="card">
          <CustomerName />
        </SandboxSession>
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.queryByText(/Customer|Waiting/)).not.toBeInTheDocument();
    expect(session().token).toBeNull();
  });
});
