import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { centsOf, dayMonthYear, dollars, seededDebts, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { chargeThroughGateway } from '../testing/charge';
import { renderPayNow } from '../testing/render-paynow';

const sandbox = setupSandboxServer();

// A literal customer (sections 3 and 7 only): a policy in extended dishonour owing two missed regular collections
// with no TransactionId, an override keyed by QueuedTransactionId and a newer realtime payment, each a different amount.
const PERSONA = 'au-literal';
const POLICY = '51011901';
const debts = seededDebts(PERSONA, POLICY);
const total = dollars(centsOf(debts.map((d) => d.amount)));
const ed = { flags: { extendedDishonourPolicies: true } } as const;

/** The completecollection bodies that reach the sandbox. */
function recordCompleteBodies() {
  const bodies: { Payments: Record<string, unknown>[] }[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes(apiPaths.completeCollection)) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body as { Payments: Record<string, unknown>[] }));
    }
  });
  return bodies;
}

describe('Pay Now in extended dishonour, to the letter', () => {
  it('has the case it is for: four debts, two of them without any id', () => {
    expect(debts).toHaveLength(4);
    expect(debts.filter((d) => d.transactionId === null)).toHaveLength(2);
    expect(new Set(debts.map((d) => d.amount)).size).toBe(4);
  });

  it('variant A lists every overdue payment, locked selected, with the whole total on the card step', async () => {
    const user = userEvent.setup();
    await signInForTest(PERSONA);
    renderPayNow(`/payment/${POLICY}`, { ...ed, variant: 'A' });
    const group = await screen.findByRole('group', { name: 'Outstanding payments' });
    const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((b) => b.labels?.[0]?.textContent)).toEqual(
      debts.map((d) => expect.stringContaining(dayMonthYear(d.date)) as unknown as string),
    );
    debts.forEach((d, i) => expect(boxes[i]!.labels?.[0]).toHaveTextContent(dollars(Math.round(d.amount * 100))));
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getByText(/Total outstanding/)).toHaveTextContent(`Total outstanding: ${total}`);
    expect(screen.getByText(/Amount to pay/)).toHaveTextContent(`Amount to pay: ${total}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: `Pay ${total}` })).toBeInTheDocument();
  });

  it('variant B counts and totals every overdue payment and selects them all, locked', async () => {
    const user = userEvent.setup();
    await signInForTest(PERSONA);
    renderPayNow(`/payment/${POLICY}`, { ...ed, variant: 'B' });
    expect(await screen.findByRole('heading', { level: 2, name: `You have 4 overdue payments (${total})` })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((c) => c.textContent))).toEqual(
      debts.map((d) => [dayMonthYear(d.date), dollars(Math.round(d.amount * 100))]),
    );
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: `Pay ${total}` })).toBeInTheDocument();
  });

  it('finalises with every overdue payment itself, ids or not, and the receipt shows the whole amount', async () => {
    const session = await signInForTest(PERSONA);
    const transaction = await chargeThroughGateway(session, POLICY);
    const bodies = recordCompleteBodies();
    // The passthrough names the payments that have a transaction id (section 4); the others are paid all the same.
    const named = debts.flatMap((d) => (d.transactionId === null ? [] : [d.transactionId]));
    renderPayNow(`/payment/${POLICY}?transactionidentifier=${transaction}&passthroughparamobject=${named.join(',')}`, ed);
    const receipt = await screen.findByRole('region', { name: 'Thank you Hannah!' });
    expect(receipt).toHaveTextContent(`Your payment of ${total} for policy ${POLICY} has been processed.`);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.Payments.map((p) => [p['TransactionId'], p['RegularCollectionDate'], p['Amount']])).toEqual(
      debts.map((d) => [d.transactionId, d.date, d.amount]),
    );
    // The overdue payments as section 3 names their fields, nothing of ours.
    for (const p of bodies[0]!.Payments) {
      expect(Object.keys(p).sort()).toEqual(
        ['Amount', 'CalculatedCollectionDetails', 'PaymentOverrideId', 'RegularCollectionDate', 'TransactionId', 'sortDate'].sort(),
      );
    }
  });

  it('finalises every overdue payment when the gateway returns without a passthrough (none of them named)', async () => {
    const session = await signInForTest(PERSONA);
    const transaction = await chargeThroughGateway(session, POLICY);
    const bodies = recordCompleteBodies();
    renderPayNow(`/payment/${POLICY}?transactionidentifier=${transaction}`, ed);
    const receipt = await screen.findByRole('region', { name: 'Thank you Hannah!' });
    expect(receipt).toHaveTextContent(`Your payment of ${total} for policy ${POLICY} has been processed.`);
    expect(bodies[0]!.Payments).toHaveLength(debts.length);
  });
});
