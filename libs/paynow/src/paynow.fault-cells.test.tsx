import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { PersonaId } from '@portal/sandbox-api';
import { signInForTest, type RenderWithPortalResult } from '@portal/testing';
import { describeCells, expectAlert, expectCellOutcome, setupFaultCells, type CallId, type Outcome } from '@portal/testing/fault-cells';
import { chargeThroughGateway, transactionIdsOf } from './testing/charge';
import { fastTimings, renderPayNow, type RenderPayNowOptions } from './testing/render-paynow';

// The fault matrix on the Pay Now page (docs/fault-matrix.md): the outstanding-payments check it loads with
// (getrealtimepayments, and for extended dishonour missedregularcollections and outstandingpaymentoverrides), the
// gateway session of the card step (getpaymentcontrol) and the return leg's finalise (completecollection). Each cell
// renders the page with the fault injected into the sandbox and checks what the customer sees.
const { cells } = setupFaultCells();

/** The card element never loads in this DOM: its own give-up must not come before the call's failure does. */
const options: RenderPayNowOptions = { timings: { ...fastTimings, timeoutMs: 120_000 }, guarded: true };
const extendedDishonour: RenderPayNowOptions = { ...options, flags: { extendedDishonourPolicies: true } };

type Screen = {
  persona: PersonaId;
  /** Renders the page (the fault already in, unless `act` makes the call: then it goes in just before). */
  render: () => RenderWithPortalResult | Promise<RenderWithPortalResult>;
  act?: () => Promise<void>;
};

/** The gateway's transaction of the completecollection cell, charged before its fault goes in. */
const pending = { transaction: '' };
const returnLeg = (transaction: string) => {
  const paid = transactionIdsOf('au-overdue', '52000201')[0];
  return `/payment/52000201?transactionidentifier=${encodeURIComponent(transaction)}&passthroughparamobject=${paid}`;
};

const screens: Partial<Record<CallId, Screen>> = {
  getRealtimePayments: { persona: 'au-overdue', render: () => renderPayNow('/payment/52000201', options) },
  getMissedRegularCollections: { persona: 'au-dishonour', render: () => renderPayNow('/payment/52000301', extendedDishonour) },
  getOutstandingPaymentOverrides: { persona: 'au-dishonour', render: () => renderPayNow('/payment/52000301', extendedDishonour) },
  getPaymentControl: {
    persona: 'au-overdue',
    render: () => renderPayNow('/payment/52000201', options),
    act: async () => userEvent.click(await screen.findByRole('button', { name: 'Continue' })),
  },
  completeCollection: {
    persona: 'au-overdue',
    // The card was charged through the gateway (before the fault); the customer comes back to finalise.
    render: () => renderPayNow(returnLeg(pending.transaction), { ...options, variant: 'B' }),
  },
};

const failure = async () => {
  const alert = await expectAlert('An error occured processing your payment');
  expect(alert).toHaveTextContent("Please try again or contact our support team on 1300 000 000 and we'll be happy to help.");
  return alert;
};

/** What the customer sees for each screen outcome. */
const seen: Partial<Record<Outcome, (call: CallId) => Promise<void>>> = {
  // The card may have been charged: no Try Again; the payments check (the fault left the payment unrecorded) offers
  // to start Pay Now again from the selection.
  'pay-now-unknown': async () => {
    const page = await screen.findByRole('region', { name: 'Your payment may have gone through' });
    expect(await within(page).findByRole('link', { name: 'Pay overdue payments' })).toHaveAttribute('href', '/payment/52000201');
    expect(within(page).getByRole('link', { name: 'Call us on 1300 000 000' })).toHaveAttribute('href', 'tel:1300000000');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  },
  // The page's load failure is the Pay Now failure: nothing to select, nothing charged.
  'load-failed': async () => {
    await failure();
    expect(screen.queryByRole('group', { name: 'Outstanding payments' })).not.toBeInTheDocument();
  },
  'pay-now-failed': async (call) => {
    const alert = await failure();
    expect(screen.queryByRole('region', { name: 'Payment received' })).not.toBeInTheDocument();
    if (call === 'getPaymentControl') {
      // Try Again goes back to the selection.
      await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    }
  },
};

describeCells('paynow', async (call, { fault, outcome }) => {
  const { persona, render, act } = screens[call]!;
  const session = await signInForTest(persona);
  if (call === 'completeCollection') pending.transaction = await chargeThroughGateway(session, '52000201');
  if (!act) await cells.inject(call, fault);
  const view = await render();
  if (act) {
    await screen.findByRole('button', { name: 'Continue' });
    await cells.inject(call, fault);
    await act();
  }
  await cells.passTimeOut(call, fault);
  await expectCellOutcome(view, outcome, seen, call);
});
