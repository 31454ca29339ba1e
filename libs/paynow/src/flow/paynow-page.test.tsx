import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { centsOf, dollars, seededPayments, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderPayNow } from '../testing/render-paynow';

setupSandboxServer();

/** The amount of the oldest `count` seeded payments of a policy (all when no count), to the cent. */
const owed = (persona: 'au-overdue' | 'au-overdue-a', policy: string, count?: number) =>
  dollars(
    centsOf(
      seededPayments(persona, policy)
        .slice(0, count)
        .map((p) => p.Amount),
    ),
  );
const location = () => screen.getByTestId('location').textContent;
const boxes = () => screen.getAllByRole('checkbox');
/** The innermost element whose whole text matches: an amount is a span of its own, kept on one line. */
const wholeText = (pattern: RegExp) => (_: string, element: Element | null) =>
  !!element && pattern.test(element.textContent ?? '') && ![...element.children].some((child) => pattern.test(child.textContent ?? ''));
const unwrapped = (element: HTMLElement, amount: RegExp) =>
  [...element.querySelectorAll('span')].some((s) => amount.test(s.textContent ?? '') && getComputedStyle(s).whiteSpace === 'nowrap');

describe('PayNowPage: loading and guards', () => {
  it('announces the loading, then shows the policy’s payments', async () => {
    await signInForTest('nz-overdue');
    renderPayNow('/payment/55000901');
    expect(screen.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your payment information...');
    expect(await screen.findByRole('group', { name: 'Outstanding payments' })).toBeInTheDocument();
  });

  it('shows the not-found page for a policy that is not the customer’s', async () => {
    await signInForTest('nz-overdue');
    renderPayNow('/payment/52000201');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a policy with nothing overdue home', async () => {
    await signInForTest('au-overdue');
    renderPayNow('/payment/52000202');
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('PayNowPage: variant A', () => {
  it('lists the payments oldest first with the total and notes; deselecting an earlier one deselects the later ones', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue-a');
    renderPayNow('/payment/51001101');
    await screen.findByRole('group', { name: 'Outstanding payments' });
    const labels = boxes().map((b) => b.closest('div')?.parentElement?.textContent ?? '');
    const dates = labels.map((l) => /Due (\d{2})\/(\d{2})\/(\d{4})/.exec(l)!.slice(1).reverse().join(''));
    expect(dates).toEqual([...dates].sort());
    expect(boxes().every((b) => (b as HTMLInputElement).checked)).toBe(true);
    const total = owed('au-overdue-a', '51001101');
    const outstanding = screen.getByText((_, el) => el?.textContent === `Total outstanding: ${total}` && el.children.length > 0);
    expect(unwrapped(outstanding, new RegExp(`^\\${total}$`))).toBe(true);
    expect(screen.getByText('Your policy is at risk of lapsing until all outstanding payments are paid.')).toBeInTheDocument();
    expect(screen.getByText('All outstanding payments must be made by credit card.')).toBeInTheDocument();

    await user.click(boxes()[1]!);
    expect(boxes().map((b) => (b as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(boxes()[2]).toBeDisabled();
    await user.click(boxes()[0]!);
    expect(boxes().map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, false]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select the oldest payments first.');
  });

  it('locks every payment selected for a policy in extended dishonour', async () => {
    await signInForTest('au-dishonour');
    renderPayNow('/payment/52000301', { flags: { extendedDishonourPolicies: true } });
    await screen.findByRole('group', { name: 'Outstanding payments' });
    expect(boxes().length).toBeGreaterThan(2);
    for (const box of boxes()) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
  });
});

describe('PayNowPage: variant B', () => {
  it('counts the overdue payments, selects all, and refuses Next when an older payment is left out', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue');
    renderPayNow('/payment/52000201', { variant: 'B' });
    const total = owed('au-overdue', '52000201');
    expect(await screen.findByRole('heading', { level: 2, name: `You have 3 overdue payments (${total})` })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const rows = within(table).getAllByRole('checkbox');

    await user.click(screen.getByRole('button', { name: 'About overdue payments' }));
    expect(screen.getByText(/could not collect on their due date/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(rows.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select the oldest payments first.');

    await user.click(rows[1]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select the oldest payments first.');

    await user.click(rows[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Please provide your credit card details.' })).toBeInTheDocument();
    const twoOldest = owed('au-overdue', '52000201', 2);
    const paying = screen.getByText(wholeText(new RegExp(`You are paying \\${twoOldest} for 2 payments\\.`)));
    expect(unwrapped(paying, new RegExp(`^\\${twoOldest}$`))).toBe(true);
  });

  it('skips the selection for exactly one overdue payment, and Back leaves to /', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue-a');
    renderPayNow('/payment/51001102', { variant: 'B' });
    expect(await screen.findByRole('heading', { name: 'Please provide your credit card details.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/');
  });

  it('Cancel leaves to /', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue');
    renderPayNow('/payment/52000201', { variant: 'B' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/');
  });
});
