import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { centsOf, dollars, seededDebts, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderPayNow } from '../testing/render-paynow';

// The payment lists' shapes section 7 does not show (contract: RealtimePayment, MissedRegularCollection.TransactionId),
// answered in the other forms the specification leaves open (libs/core-api/README.md, "Assumptions").
const sandbox = setupSandboxServer();
const ed = { flags: { extendedDishonourPolicies: true } } as const;

const completeCalls = () => {
  const calls: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.url.includes(apiPaths.completeCollection)) calls.push(request.url);
  });
  return calls;
};

/** Pay Now's list of an extended-dishonour policy: the amount of each box, and the total to pay. */
async function listed(policy: string) {
  renderPayNow(`/payment/${policy}`, ed);
  const group = await screen.findByRole('group', { name: 'Outstanding payments' });
  const boxes = within(group).getAllByRole('checkbox');
  return { count: boxes.length, total: screen.getByText(/^Amount to pay/).textContent };
}

describe('missed collections whose TransactionId (ours) comes in another form', () => {
  const debts = seededDebts('au-dishonour', '52000301');
  const expected = { count: debts.length, total: `Amount to pay: ${dollars(centsOf(debts.map((d) => d.amount)))}` };

  it.each([
    ['null', { nullify: ['TransactionId'] }],
    ['in another casing', { rename: { TransactionId: 'transactionId' } }],
    ['absent', { drop: ['TransactionId'] }],
  ])('%s: every debt is listed once, locked, in the total', async (_, reshape) => {
    await sandbox.fault({ route: apiPaths.getMissedRegularCollections, mode: 'reshape', reshape });
    await signInForTest('au-dishonour');
    expect(await listed('52000301')).toEqual(expected);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});

describe('realtime payments not in the outstanding-payment shape we assume', () => {
  it.each([
    ['without TransactionId', { drop: ['TransactionId'] }],
    ['with every field in camelCase', { recase: 'camel' as const }],
    ['with a null amount', { nullify: ['Amount'] }],
  ])('%s: the section 8 Pay Now failure, nothing listed and nothing charged', async (_, reshape) => {
    const calls = completeCalls();
    // Before the sign-in, which may already ask for the policies' checks.
    await sandbox.fault({ route: apiPaths.getRealtimePayments, mode: 'reshape', reshape });
    await signInForTest('au-overdue');
    renderPayNow('/payment/52000201');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured processing your payment');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
