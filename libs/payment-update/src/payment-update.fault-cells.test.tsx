import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect } from 'vitest';
import { signInForTest, type RenderWithPortalResult } from '@portal/testing';
import { describeCells, expectAlert, expectCellOutcome, setupFaultCells, type CallId, type Outcome } from '@portal/testing/fault-cells';
import { fastTimings, loadGatewayScripts, renderUpdatePayment } from './testing/render-update-payment';

// The fault matrix on the update-payment page (docs/fault-matrix.md): the payment form's tokens (ValidateAndGetTokens)
// when the page opens, and the save when the gateway sends the customer back (ProcessAfterRedirect). Each cell renders
// the page with the fault injected into the sandbox and checks what the customer sees.
const { cells } = setupFaultCells();
beforeAll(loadGatewayScripts);

/** The gateway's form gives up on its own only long after the call's failure would show. */
const timings = { ...fastTimings, timeoutMs: 120_000 };
const location = () => screen.getByTestId('location').textContent;
const open = () => renderUpdatePayment('/update/payment/51000101', { timings, guarded: true });

/** Up to the call, the fault already in: open the page (the form's tokens), or save a bank account (the return leg). */
const acts: Partial<Record<CallId, () => Promise<RenderWithPortalResult>>> = {
  validateAndGetTokens: async () => open(),
  processAfterRedirect: async () => {
    const user = userEvent.setup();
    const view = open();
    await user.click(await screen.findByRole('radio', { name: 'Bank account' }));
    await user.type(await screen.findByLabelText('Account name', {}, { timeout: 3000 }), 'M J ONEIL');
    await user.type(screen.getByLabelText('BSB'), '062000');
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return view;
  },
};

/** What the customer sees for each screen outcome. */
const seen: Partial<Record<Outcome, () => Promise<void>>> = {
  'payment-form-failed': async () => {
    await expectAlert('The secure payment form could not be loaded. Please try again later or call us on 1300 000 000.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
  'payment-update-failed': async () => {
    await waitFor(() => expect(location()).toBe('/update/payment/51000101?error=true'));
    // The brand's configured message (the test brand's here), with its phone.
    await expectAlert('We were unable to update your payment details. Call 1300 000 000.');
    // The form is offered again.
    expect(await screen.findByRole('radio', { name: 'Bank account' })).toBeInTheDocument();
  },
};

describeCells('payment-update', async (call, { fault, outcome }) => {
  await signInForTest('au-family');
  await cells.inject(call, fault);
  const view = await acts[call]!();
  await cells.passTimeOut(call, fault);
  await expectCellOutcome(view, outcome, seen);
});
