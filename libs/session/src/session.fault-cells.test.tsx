import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { storeToken, useSessionStore } from './store/session-store';
import { renderWithPortal, sessionTestRoutes, signInForTest } from '@portal/testing';
import { describeCells, expectCellOutcome, setupFaultCells, type Outcome } from '@portal/testing/fault-cells';

// The fault matrix on the session's own screen (docs/fault-matrix.md): "Stay signed in" in the timeout warning makes
// the keep-alive call (refreshtoken). Each cell signs in for real, lets the warning open, injects the fault into the
// sandbox and checks what the customer sees.
const { cells } = setupFaultCells();
installDialogPolyfill();

const warning = () => screen.findByRole('dialog', { name: 'Your session is about to expire' });

/** What the customer sees for each screen outcome. */
const seen: Partial<Record<Outcome, (endsAt: string) => Promise<void>>> = {
  'expiry-kept': async (endsAt) => {
    const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }).format(new Date(endsAt));
    const alert = await within(await warning()).findByRole('alert');
    expect(alert).toHaveTextContent(`We could not extend your session. It still ends at ${time}`);
    expect(useSessionStore.getState()).toMatchObject({ expiresAt: endsAt, endReason: null });
  },
};

describeCells('session', async (call, { fault, outcome }) => {
  const session = await signInForTest();
  // The token ends in 90 s: the warning is open from the start.
  const endsAt = new Date(Date.now() + 90_000).toISOString();
  storeToken(session.token ?? '', endsAt);
  const view = renderWithPortal(null, { route: '/', routes: sessionTestRoutes });
  const dialog = await warning();
  await cells.inject(call, fault);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
  await cells.passTimeOut(call, fault);
  // The guard shows the login page, which says why.
  await expectCellOutcome(view, outcome, seen, endsAt);
});
