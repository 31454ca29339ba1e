import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect } from 'vitest';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { storeToken, useSessionStore } from './store/session-store';
import { renderWithPortal, sessionTestRoutes, signInForTest } from '@portal/testing';
import {
  eachCell,
  expectNoGlobalOutcome,
  expectSessionEnded,
  expectUnavailablePage,
  faultCells,
  type FaultCell,
} from '@portal/testing/fault-cells';
import { callsShownBy, type Outcome } from '@portal/testing/fault-matrix';

// The fault matrix on the session's own screen (docs/fault-matrix.md): "Stay signed in" in the timeout warning makes
// the keep-alive call (refreshtoken). Each cell signs in for real, lets the warning open, injects the fault into the
// sandbox and checks what the customer sees.
const sandbox = setupSandboxServer();
const cells = faultCells(sandbox);
installDialogPolyfill();
afterEach(() => cells.reset());

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

describe.each(callsShownBy('session'))('%s', (call) => {
  eachCell(call, async (_name, { fault, outcome }: FaultCell) => {
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
    if (outcome === 'session-ends') return expectSessionEnded();
    if (outcome === 'unavailable-page') return expectUnavailablePage(view);
    const check = seen[outcome];
    if (!check) throw new Error(`No screen check for ${outcome}`);
    await check(endsAt);
    expectNoGlobalOutcome(view);
  });
});
