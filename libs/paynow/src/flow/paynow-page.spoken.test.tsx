import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { centsOf, dayMonthYear, dollars, seededPayments, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { announced, heard, listen, readOut, stopListening } from '@portal/ui-kit/testing';
import { renderPayNow } from '../testing/render-paynow';

// What a screen-reader user hears choosing overdue payments: each payment with its date, amount and state, and the
// amount to pay said again after every change.
setupSandboxServer();
afterEach(stopListening);

describe('Pay Now selection, as a screen reader says it', () => {
  it('variant A: the group with its hint, each payment with due date, amount and state; the new total after a change', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue-a');
    renderPayNow('/payment/51001101');
    const form = await screen.findByRole('form', { name: 'Outstanding payments' });
    const phrases = await readOut(form);
    expect(phrases[1]).toMatch(/^group, Outstanding payments, Select the payments to make, oldest first\./);
    const boxes = phrases.filter((phrase) => phrase.startsWith('checkbox, '));
    expect(boxes).toHaveLength(3);
    const seeded = seededPayments('au-overdue-a', '51001101');
    expect(boxes).toEqual(
      seeded.map((p) => `checkbox, Due ${dayMonthYear(p.RegularCollectionDate)}: ${dollars(centsOf([p.Amount]))}, checked`),
    );
    expect(phrases.join(' ')).toContain(`Amount to pay : ${dollars(centsOf(seeded.map((p) => p.Amount)))}`);
    await listen();
    await user.click(screen.getAllByRole('checkbox')[2] as HTMLElement);
    // The reader speaks the box as it takes focus, then the region once per DOM change of the one new amount.
    expect((await heard())[0]).toMatch(new RegExp(`^checkbox, Due ${dayMonthYear(seeded[2]!.RegularCollectionDate)}: `));
    expect(new Set(await announced('polite'))).toEqual(
      new Set([`Amount to pay: ${dollars(centsOf(seeded.slice(0, 2).map((p) => p.Amount)))}`]),
    );
  }, 30_000);

  it('variant B: the count and total, select all, a captioned table whose boxes name their due date; the new total', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue');
    renderPayNow('/payment/52000201', { variant: 'B' });
    await screen.findByRole('table');
    const seeded = seededPayments('au-overdue', '52000201');
    const [oldest, due] = [dollars(centsOf([seeded[0]!.Amount])), dayMonthYear(seeded[0]!.RegularCollectionDate)];
    const phrases = await readOut(screen.getByRole('form'));
    expect(phrases[0]).toBe(`form, You have 3 overdue payments (${dollars(centsOf(seeded.map((p) => p.Amount)))})`);
    expect(phrases).toEqual(
      expect.arrayContaining([
        'checkbox, Select all, checked',
        'table, Overdue payments',
        'columnheader, Select',
        'columnheader, Due date',
        'columnheader, Amount',
        `checkbox, Pay the payment due ${due}, checked`,
        `cell, ${due}`,
        `cell, ${oldest}`,
      ]),
    );
    expect(phrases.filter((phrase) => phrase.startsWith('row, Pay the payment due'))).toHaveLength(3);
    await listen();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(new Set(await announced('polite'))).toEqual(new Set(['Amount to pay: $0.00']));
    await user.click(screen.getByRole('checkbox', { name: `Pay the payment due ${due}` }));
    expect(await heard()).toContain(`polite: Amount to pay: ${oldest}`);
  }, 30_000);
});
