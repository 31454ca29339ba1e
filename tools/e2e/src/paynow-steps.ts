import { expect, type Locator, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { apiPaths } from '@portal/core-api';

/** The test cards of the sandbox gateway. */
export const GOOD_CARD = '4111111111111111';
export const DECLINED = '4000000000000002';

export const payNowHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Make a payment' });
export const cardForm = (page: Page) => page.getByRole('form', { name: 'Please provide your credit card details.' });
export const payButton = (page: Page) => cardForm(page).getByRole('button', { name: /^Pay \$/ });
export const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'An error occured processing your payment' });

/** Presses a key on an element after focusing it (keyboard only: no pointer). */
export async function press(page: Page, target: ReturnType<Page['getByRole']>, key: string): Promise<void> {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/**
 * Types a card into the hosted component with the keyboard, in the order the brand's configuration lays it out
 * (card number whole or in four parts that advance by themselves; the name first or after the number).
 */
export async function typeCard(page: Page, brand: RegisteredBrand, number: string): Promise<void> {
  const form = cardForm(page);
  const { showCreditCardInParts, showCreditCardNameFirst } = brand.regional;
  const numberField = showCreditCardInParts
    ? form.getByLabel('Card number digits 1 to 4')
    : form.getByLabel('Card number', { exact: true });
  const name = form.getByLabel('Name on card');
  const typeInto = async (field: typeof name, text: string) => {
    await field.focus();
    await page.keyboard.type(text);
  };
  if (showCreditCardNameFirst) await typeInto(name, 'Test Customer');
  await typeInto(numberField, number);
  if (showCreditCardInParts) await expect(form.getByLabel('Card number digits 13 to 16')).toHaveValue(number.slice(12));
  if (!showCreditCardNameFirst) await typeInto(name, 'Test Customer');
  await typeInto(form.getByLabel('Expiry month (MM)'), '12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('39');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
}

/**
 * The body of the completecollection call the page sends next (set up before the payment is made): the policy and
 * the transaction ids of the payments it asks the API to charge, in the order sent.
 */
export async function nextCompleteCollection(page: Page): Promise<{ policy: string; ids: number[] }> {
  const request = await page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(apiPaths.completeCollection), {
    timeout: 30_000,
  });
  const body = request.postDataJSON() as { ClientPolicyNumber: string; Payments: { TransactionId: number }[] };
  return { policy: body.ClientPolicyNumber, ids: body.Payments.map((p) => p.TransactionId) };
}

/** The amount the receipt shows: variant B's Amount row, variant A's 'Your payment of {amount} for policy ...'. */
export async function expectReceiptAmount(receipt: Locator, variant: string, amount: string, policy: string): Promise<void> {
  if (variant === 'A') {
    await expect(receipt).toContainText(`Your payment of ${amount} for policy ${policy} has been processed.`);
    return;
  }
  await expect(receipt.getByText('Amount', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(amount);
}
