import type { Page } from '@playwright/test';
import type { PersonaId } from '@portal/sandbox-api';
import { centsOf, dollars, seededDebts } from '@portal/sandbox-api/testing';
import { expect, test } from './fixtures';
import { PHONE, brandsNamed, forBrands, type Brand } from './matrix';
import { agreeAndSave, typeBankAccount } from './payment-update-steps';
import { GOOD_CARD, cardForm, expectReceiptAmount, payButton, payNowHeading, press, typeCard } from './paynow-steps';
import { numberOf, policiesOf } from './policies-data';
import { routeApiTo, startPrivateSandbox } from './private-sandbox';
import { signInAs } from './sign-in-as';
import { apiPaths } from '@portal/core-api';

/**
 * A literal customer (sections 3 and 7 only) in extended dishonour, one brand per country, in both Pay Now variants
 * (the served configuration switched to extended dishonour on and the variant): two missed regular collections
 * with no TransactionId, an override and a realtime payment, each a different amount. Every one of them is listed,
 * locked selected, in the totals and in the finalise call; the receipt, answered without card details, shows the
 * whole amount. In the brand's own variant the customer's whole journey runs too: login, dashboard, detail, Pay Now,
 * payment update, contacts (the postal PO box kept across a save: the customer answer has no CustomPostaladdress),
 * documents (where the brand has them).
 */
const LITERAL: Record<string, PersonaId> = { wattlebird: 'au-literal', pohutukawa: 'nz-literal', tamarack: 'ca-literal' };
/** A new mobile number in each literal customer's region. */
const NEW_MOBILE: Record<string, string> = { wattlebird: '0491570999', pohutukawa: '0215550999', tamarack: '4165550999' };

type Snap = (page: Page, name: string) => Promise<void>;

/** Serves the brand's configuration with extended dishonour on and Pay Now in `variant`. */
async function serveWith(page: Page, variant: 'A' | 'B'): Promise<void> {
  await page.route('**/configResponse.json', async (route) => {
    const entries = (await (await route.fetch()).json()) as Array<{ featureFlag: Record<string, unknown> }>;
    const featureFlag = (e: (typeof entries)[number]) => ({
      ...e.featureFlag,
      extendedDishonourPolicies: true,
      payNowWorkflowType: variant,
    });
    await route.fulfill({ json: entries.map((e) => ({ ...e, featureFlag: featureFlag(e) })) });
  });
}

/** The completecollection body the page sends next. */
const nextFinalise = (page: Page) =>
  page
    .waitForRequest((r) => r.method() === 'POST' && r.url().includes(apiPaths.completeCollection), { timeout: 30_000 })
    .then((r) => (r.postDataJSON() as { Payments: Array<Record<string, unknown>> }).Payments);

/** From the dashboard's banner to the receipt, by keyboard: every overdue payment listed, locked, totalled and paid. */
async function payEverything(page: Page, brand: Brand, persona: PersonaId, variant: 'A' | 'B', snap: Snap): Promise<void> {
  const policy = policiesOf(persona).find((p) => p.detail.PolicySummary.ExtendedDishonourPeriodStatusId)!;
  const n = numberOf(policy);
  const debts = seededDebts(persona, n);
  const total = dollars(centsOf(debts.map((d) => d.amount)));
  expect(debts.filter((d) => d.transactionId === null).length).toBeGreaterThan(0);

  const banner = page.getByRole('status').filter({ hasText: 'You have overdue payments' });
  const item = banner.getByRole('listitem').filter({ hasText: `(${n})` });
  await expect(item).toContainText(`${debts.length} overdue payments totalling ${total}`, { timeout: 15_000 });
  await expect(item).toContainText(`final opportunity to pay the total overdue amount of ${total}`);
  await snap(page, `ed-${variant}-dashboard`);
  await press(page, item.getByRole('link', { name: `Pay now for policy ${n}` }), 'Enter');
  await expect(payNowHeading(page)).toBeVisible();

  const amounts = debts.map((d) => dollars(Math.round(d.amount * 100)));
  if (variant === 'A') {
    const boxes = page.getByRole('group', { name: 'Outstanding payments' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(debts.length);
    for (const [i, amount] of amounts.entries()) await expect(boxes.nth(i)).toHaveAccessibleName(new RegExp(`\\${amount}`));
    await expect(page.getByText(/^Amount to pay/)).toHaveText(`Amount to pay: ${total}`);
  } else {
    await expect(page.getByRole('heading', { level: 2, name: `You have ${debts.length} overdue payments (${total})` })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    for (const [i, amount] of amounts.entries()) await expect(rows.nth(i + 1)).toContainText(amount);
  }
  for (const box of await page.getByRole('checkbox').all()) {
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }
  await snap(page, `ed-${variant}-selection`);
  await press(page, page.getByRole('button', { name: variant === 'A' ? 'Continue' : 'Next' }), 'Enter');

  await expect(cardForm(page)).toBeVisible();
  await expect(payButton(page)).toHaveAccessibleName(`Pay ${total}`);
  await expect(payButton(page)).toBeEnabled({ timeout: 10_000 });
  await typeCard(page, brand, GOOD_CARD);
  const sent = nextFinalise(page);
  await press(page, payButton(page), 'Enter');
  // The overdue payments themselves (section 7), the id-less missed collections among them, oldest first.
  expect((await sent).map((p) => [p['TransactionId'], p['RegularCollectionDate'], p['Amount']])).toEqual(
    debts.map((d) => [d.transactionId, d.date, d.amount]),
  );
  const receipt = page.getByRole('region', { name: variant === 'A' ? /^Thank you/ : 'Payment received' });
  await expect(receipt).toBeVisible({ timeout: 15_000 });
  await expectReceiptAmount(receipt, variant, total, n);
  await expect(receipt).not.toContainText('still at risk of lapsing');
  // The literal receipt has no card details (CardScheme and CardSuffix null, no CardHolderName): a receipt all the same.
  await expect(receipt).toContainText(/Reference (#|number)/);
  await expect(receipt.getByTestId('receipt-method')).toHaveCount(0);
  await expect(receipt).not.toContainText(/null|undefined|Invalid Date|\*\*\*\* \*$/);
  await snap(page, `ed-${variant}-receipt`);
}

test.describe('extended dishonour, literal answers', () =>
  forBrands(brandsNamed(...Object.keys(LITERAL)), (b) => {
    const persona = LITERAL[b.brand.slug]!;
    const own = b.regional.featureFlag.payNowWorkflowType;
    const other = own === 'A' ? 'B' : 'A';

    test(`the whole journey, Pay Now ${own} paying every overdue payment`, async ({ page, brand, expectNoAxeViolations, snap }) => {
      test.setTimeout(120_000);
      const sandbox = await startPrivateSandbox();
      try {
        await routeApiTo(page, sandbox.url);
        await serveWith(page, own);
        await signInAs(page, brand, persona, { throughScreens: true, sandboxUrl: sandbox.url });
        const dashboard = page.getByRole('region', { name: 'My insurance policies' });
        await expect(dashboard).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
        const [dishonoured, active] = policiesOf(persona).map(numberOf) as [string, string];
        await press(page, dashboard.getByRole('link', { name: `View policy ${dishonoured}` }), 'Enter');
        await expect(page.getByRole('heading', { level: 1, name: 'Policy overview' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto('/');
        await payEverything(page, brand, persona, own, snap);
        await expectNoAxeViolations(page);

        await page.goto(`/update/payment/${active}`);
        const bank = page.getByRole('radio', { name: 'Bank account' });
        await expect(bank).toBeChecked({ timeout: 10_000 });
        await expect(page.getByLabel('Account name', { exact: true })).toBeVisible({ timeout: 10_000 });
        await typeBankAccount(page, brand.regional.region);
        await agreeAndSave(page, brand, active);

        // Section 7's customer answer carries no CustomPostaladdress: the PO box is the customer's own (section 5's
        // rule is equality), shown in the form and kept across a save that changes only the mobile.
        await page.goto('/contacts');
        const postal = page.getByRole('table', { name: 'Customer contact details' }).getByRole('row', { name: /^Postal address/ });
        await expect(postal).toContainText('PO Box');
        const postalShown = await postal.textContent();
        await press(page, page.getByRole('link', { name: 'Edit details' }), 'Enter');
        await expect(page.getByRole('checkbox', { name: 'Postal address same as residential' })).not.toBeChecked();
        await expect(page.getByRole('group', { name: 'Postal address' })).toContainText('PO Box');
        await page.getByRole('textbox', { name: /^Mobile number/ }).fill(NEW_MOBILE[brand.brand.slug]!);
        await press(page, page.getByRole('button', { name: 'Save', exact: true }), 'Enter');
        await expect(page).toHaveURL(/\/contacts\?success=1$/);
        await expect(postal).toHaveText(postalShown!);
        if (brand.regional.featureFlag.documentsFeature === 1) {
          await page.goto(`/documents/${active}`);
          await expect(page.getByRole('table').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
          await expectNoAxeViolations(page);
        }
      } finally {
        sandbox.stop();
      }
    });

    test(`Pay Now ${other} pays every overdue payment, ids or not`, PHONE, async ({ page, brand, expectNoAxeViolations, snap }) => {
      test.setTimeout(90_000);
      const sandbox = await startPrivateSandbox();
      try {
        await routeApiTo(page, sandbox.url);
        await serveWith(page, other);
        await signInAs(page, brand, persona, { sandboxUrl: sandbox.url });
        await payEverything(page, brand, persona, other, snap);
        await expectNoAxeViolations(page);
      } finally {
        sandbox.stop();
      }
    });
  }));
