import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/session/testing';
import { announced, heard, listen, readOut, stopListening } from '@portal/ui-kit/testing';
import { renderPayNow } from '../testing/render-pay-now';

// What a screen-reader user hears choosing overdue payments: each payment with its date, amount and state, and the
// amount to pay said again after every change.
setupSandboxServer();
afterEach(stopListening);
const money = String.raw`\$[\d,]+\.\d{2}`;

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
    for (const box of boxes) expect(box).toMatch(new RegExp(`^checkbox, Due \\d{2}/\\d{2}/\\d{4}: ${money}, checked$`));
    expect(phrases.join(' ')).toMatch(new RegExp(`Amount to pay : ${money}`));
    await listen();
    await user.click(screen.getAllByRole('checkbox')[2] as HTMLElement);
    // The reader speaks the box as it takes focus, then the region once per DOM change of the one new amount.
    expect((await heard())[0]).toMatch(/^checkbox, Due 26\/10\/2026: /);
    expect(new Set(await announced('polite'))).toEqual(new Set(['Amount to pay: $108.70']));
  }, 30_000);

  it('variant B: the count and total, select all, a captioned table whose boxes name their due date; the new total', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue');
    renderPayNow('/payment/52000201', { variant: 'B' });
    await screen.findByRole('table');
    const phrases = await readOut(screen.getByRole('form'));
    expect(phrases[0]).toBe('form, You have 3 overdue payments ($163.05)');
    expect(phrases).toEqual(
      expect.arrayContaining([
        'checkbox, Select all, checked',
        'table, Overdue payments',
        'columnheader, Select',
        'columnheader, Due date',
        'columnheader, Amount',
        'checkbox, Pay the payment due 27/08/2026, checked',
        'cell, 27/08/2026',
        'cell, $54.35',
      ]),
    );
    expect(phrases.filter((phrase) => phrase.startsWith('row, Pay the payment due'))).toHaveLength(3);
    await listen();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(new Set(await announced('polite'))).toEqual(new Set(['Amount to pay: $0.00']));
    await user.click(screen.getByRole('checkbox', { name: 'Pay the payment due 27/08/2026' }));
    expect(await heard()).toContain('polite: Amount to pay: $54.35');
  }, 30_000);
});
