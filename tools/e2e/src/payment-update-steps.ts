import { expect, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { press } from './paynow-steps';
import { stripeFrame } from './vendors';

/** Keyboard steps of payment-update.spec.ts: the gateway's bank fields and each card provider's card fields. */

/** Focuses a field by its label, in the page or in a vendor's frame, and types into it with the keyboard. */
async function typeInto(page: Page, label: string, text: string, within: Pick<Page, 'getByLabel'> = page): Promise<void> {
  const field = within.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.type(text);
}

export async function typeBankAccount(page: Page, region: string): Promise<void> {
  await typeInto(page, 'Account name', 'Test Customer');
  if (region === 'NZ') {
    for (const [label, value] of [
      ['Bank number', '12'],
      ['Branch number', '3140'],
      ['Account number', '0123456'],
      ['Suffix', '00'],
    ] as const)
      await typeInto(page, label, value);
  } else if (region === 'CA') {
    for (const [label, value] of [
      ['Transit number', '12345'],
      ['Institution number', '003'],
      ['Account number', '1234567'],
    ] as const)
      await typeInto(page, label, value);
  } else {
    await typeInto(page, 'BSB', '062000');
    await typeInto(page, 'Account number', '12345678');
  }
}

export async function typeCard(page: Page, brand: RegisteredBrand, number: string): Promise<void> {
  if (brand.regional.creditCardProvider === 2) {
    // Stripe's fields are in its js.stripe.com frame: the card never enters the portal's page.
    const frame = stripeFrame(page);
    await typeInto(page, 'Card number', number, frame);
    await typeInto(page, 'Expiration date (MM / YY)', '12 / 39', frame);
    await typeInto(page, 'Security code', '123', frame);
    await typeInto(page, 'Name on card', 'Test Customer', frame);
    return;
  }
  await typeInto(page, 'Card number', number);
  await typeInto(page, 'Name on card', 'Test Customer');
  await typeInto(page, 'Expiry month (MM)', '12');
  await typeInto(page, 'Expiry year (YY)', '39');
  await typeInto(page, 'Security code (CVC)', '123');
}

export const save = (page: Page) => page.getByRole('button', { name: 'Save' });

/** Ticks the agreement and saves, by keyboard; then the variant's success. */
export async function agreeAndSave(page: Page, brand: RegisteredBrand, n: string): Promise<void> {
  await press(page, page.getByRole('checkbox'), 'Space');
  await expect(save(page)).toBeEnabled({ timeout: 10_000 });
  await press(page, save(page), 'Enter');
  if (brand.regional.featureFlag.paymentUpdateWorkflowType === 'A') {
    await expect(page).toHaveURL((url) => url.pathname === `/policy/${n}` && url.search === '?success=1', { timeout: 15_000 });
    await expect(page.getByText('Your payment details have been updated')).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Payment Method Updated' })).toBeVisible({ timeout: 15_000 });
  }
}
