import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { centsOf, dollars, seededPayments, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { chargeThroughGateway, transactionIdsOf } from '../testing/charge';
import { renderPayNow } from '../testing/render-paynow';
import { clearReceipts } from './receipt-record';

/**
 * Issue 45: completecollection succeeds exactly when the answer carries a receipt reference (section 4). Each other
 * field nulled, removed or blanked, one at a time and in random combinations, through the result page (both variants):
 * never the failure or unknown page, every other value still shown, a row it lacks left out, and never "null",
 * "undefined", "Invalid Date", "NaN" or "$0.00". (Before issue 45 a null card scheme was the failure page with Try Again.)
 */
const sandbox = setupSandboxServer();

const POLICY = '52000201';
const FIELDS = ['CardHolderName', 'CardScheme', 'CardSuffix', 'Amount', 'PolicyNumber'] as const;
type Field = (typeof FIELDS)[number];
type Loss = 'null' | 'absent' | 'blank';
type Run = { variant: 'A' | 'B'; changes: Array<{ field: Field; loss: Loss }> };

let current: Run['changes'] = [];

/** completecollection answered as the sandbox answers, with the current run's fields lost. */
function loseReceiptFields() {
  sandbox.server.use(
    http.post(`*${apiPaths.completeCollection}`, async ({ request }) => {
      const answer = await sandbox.app.fetch(request);
      if (answer.status !== 200) return answer;
      const receipt = (await answer.json()) as Record<string, unknown>;
      for (const { field, loss } of current) {
        if (loss === 'absent') delete receipt[field];
        else receipt[field] = loss === 'null' ? null : ' ';
      }
      return HttpResponse.json(receipt);
    }),
  );
}

const NEVER_SHOWN = /\bnull\b|\bundefined\b|Invalid Date|\bNaN\b|\$0\.00/;

async function showsReceipt(transaction: string, { variant, changes }: Run) {
  cleanup(); // a failed run's page never stays behind for the next (fast-check shrinks on after a failure)
  current = changes;
  clearReceipts();
  const kept = (field: Field) => !changes.some((c) => c.field === field);
  const paid = transactionIdsOf('au-overdue', POLICY).slice(0, 1);
  renderPayNow(`/payment/${POLICY}?transactionidentifier=${transaction}&passthroughparamobject=${paid.join(',')}`, { variant });
  const receipt = await screen.findByRole('region', { name: variant === 'B' ? 'Payment received' : /^Thank you/ }, { timeout: 5000 });
  const amount = dollars(centsOf([seededPayments('au-overdue', POLICY)[0]!.Amount]));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  expect(within(receipt).getByText(variant === 'B' ? /^RCPT-\d+$/ : /^Reference #RCPT-\d+$/)).toBeInTheDocument();
  expect(receipt).toHaveTextContent(POLICY);
  if (variant === 'A') {
    expect(receipt).toHaveTextContent(
      kept('Amount') ? `Your payment of ${amount} for policy ${POLICY}` : `Your payment for policy ${POLICY} has been processed.`,
    );
  } else {
    const row = (id: string) => within(receipt).queryByTestId(`receipt-${id}`);
    expect(row('amount')?.textContent ?? null).toBe(kept('Amount') ? `Amount${amount}` : null);
    expect(row('sender')?.textContent ?? null).toBe(kept('CardHolderName') ? 'Sender nameLiam Nguyen' : null);
    expect(within(receipt).queryByRole('img', { name: 'Visa' }) !== null).toBe(kept('CardScheme'));
    expect(row('method')?.textContent?.includes('Card **** *1111') ?? false).toBe(kept('CardSuffix'));
    expect(row('method') !== null).toBe(kept('CardScheme') || kept('CardSuffix'));
    for (const value of within(receipt).getAllByRole('definition'))
      expect(value.textContent?.trim() || value.querySelector('svg')).toBeTruthy();
  }
  expect(document.body.textContent).not.toMatch(NEVER_SHOWN);
}

const run = fc.record({
  variant: fc.constantFrom<'A' | 'B'>('A', 'B'),
  changes: fc.uniqueArray(fc.record({ field: fc.constantFrom(...FIELDS), loss: fc.constantFrom<Loss>('null', 'absent', 'blank') }), {
    minLength: 1,
    maxLength: FIELDS.length,
    selector: (change) => change.field,
  }),
});

/** Each field lost alone, null and absent, in variant B (whose rows show every field), as fast-check's first examples. */
const oneAtATime: Array<[Run]> = FIELDS.flatMap((field) =>
  (['null', 'absent'] as const).map((loss): [Run] => [{ variant: 'B', changes: [{ field, loss }] }]),
);

describe('the receipt is read tolerantly (only ReceiptReference is essential)', () => {
  it('shows every other value, each field lost alone and in random combinations, in both variants', { timeout: 180_000 }, async () => {
    const session = await signInForTest('au-overdue');
    const transaction = await chargeThroughGateway(session, POLICY);
    loseReceiptFields();
    await fc.assert(
      fc.asyncProperty(run, (r) => showsReceipt(transaction, r)),
      { numRuns: oneAtATime.length + 12, examples: oneAtATime },
    );
  });
});

describe('a literal customer’s receipt (no card details on the wire), in each country', () => {
  it.each([
    ['au-literal', '51011901', 13],
    ['nz-literal', '55011901', 154],
    ['ca-literal', '56011901', 39],
  ] as const)('%s: reference, policy, time and amount; no payment method or sender row', async (persona, policy, countryId) => {
    const session = await signInForTest(persona);
    const transaction = await chargeThroughGateway(session, policy, countryId);
    const paid = transactionIdsOf(persona, policy).join(',');
    const url = `/payment/${policy}?transactionidentifier=${transaction}&passthroughparamobject=${paid}`;
    const view = renderPayNow(url, { variant: 'B', flags: { extendedDishonourPolicies: true } });
    const receipt = await screen.findByRole('region', { name: 'Payment received' }, { timeout: 5000 });
    const rows = within(receipt)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(rows.slice(0, 4)).toEqual(['Reference number', 'Policy number', 'Payment time', 'Amount']);
    expect(rows).not.toContain('Payment method');
    expect(rows).not.toContain('Sender name');
    expect(within(receipt).getByTestId('receipt-policy')).toHaveTextContent(policy);
    expect(within(receipt).getByTestId('receipt-amount')).toHaveTextContent(/^Amount\$\d+\.\d{2}$/);
    expect(document.body.textContent).not.toMatch(NEVER_SHOWN);
    view.unmount();
    renderPayNow(url, { variant: 'A', flags: { extendedDishonourPolicies: true } });
    const thanks = await screen.findByRole('region', { name: /^Thank you/ });
    expect(thanks).toHaveTextContent(new RegExp(`Your payment of \\$\\d+\\.\\d{2} for policy ${policy} has been processed\\.`));
    expect(within(thanks).getByText(/^Reference #RCPT-\d+$/)).toBeInTheDocument();
  });
});
