import { expect, type Locator, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { displayCase } from '@portal/core-api';
import type { PolicyFixture } from '@portal/sandbox-api';
import { debtsOf } from '@portal/sandbox-api/testing';
import {
  centsOf,
  coverCentsOf,
  daysFromToday,
  expiredCard,
  instalmentCentsOf,
  isInactive,
  isPayable,
  methodOf,
  moneyIn,
  numberOf,
  productTypeOf,
  shortDateIn,
  shownExpiry,
} from './policies-data';

/**
 * The label and value pairs of the description lists in `scope` whose label is one of `labels`, in page order, as a
 * customer reads them (one round trip, so a whole page of cards is compared at once and exactly).
 */
const valuesIn = (scope: Locator, labels: readonly string[]) =>
  scope.evaluate(
    (root, wanted) =>
      [...root.querySelectorAll('dt')]
        .map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? ''])
        .filter(([label]) => wanted.includes(label as string)),
    labels,
  );

/**
 * Each dashboard card's cover amount and renewal date (none for a lapsed or cancelled policy), to the cent and the
 * day, keyed by policy number.
 */
export async function checkDashboardAmounts(dashboard: Locator, brand: RegisteredBrand, policies: PolicyFixture[]): Promise<void> {
  const money = moneyIn(brand);
  const date = shortDateIn(brand);
  const expected = Object.fromEntries(
    policies.map((p) => [
      numberOf(p),
      isInactive(p)
        ? []
        : [
            ['Cover amount', money(coverCentsOf(p))],
            ['Renewal date', date(p.detail.PolicySummary.RenewalDate)],
          ],
    ]),
  );
  const shown = () =>
    dashboard.evaluate((root) =>
      Object.fromEntries(
        [...root.querySelectorAll('dl')].map((dl) => {
          const pairs = [...dl.querySelectorAll('dt')].map((dt) => [
            dt.textContent?.trim() ?? '',
            dt.nextElementSibling?.textContent?.trim() ?? '',
          ]);
          const key = pairs.find(([label]) => label === 'Policy number')?.[1] ?? '';
          return [key, pairs.filter(([label]) => label === 'Cover amount' || label === 'Renewal date')];
        }),
      ),
    );
  await expect.poll(shown).toEqual(expected);
}

/**
 * The overdue banner's line for each payable policy: count, total to the cent, product and number; in Pay Now variant
 * B the estimated lapse date too.
 */
export async function checkOverdueBanner(page: Page, brand: RegisteredBrand, policies: PolicyFixture[]): Promise<void> {
  const money = moneyIn(brand);
  const date = shortDateIn(brand);
  const banner = page.getByRole('status').filter({ hasText: 'You have overdue payments' });
  for (const policy of policies.filter(isPayable)) {
    const n = numberOf(policy);
    // In extended dishonour (the brand's flag on, the policy in status 1 or 2) every debt counts, the missed
    // collections and overrides too; otherwise the realtime list's.
    const dishonour =
      brand.regional.featureFlag.extendedDishonourPolicies &&
      [1, 2].includes(policy.detail.PolicySummary.ExtendedDishonourPeriodStatusId ?? 0);
    const amounts = dishonour ? debtsOf(policy).map((d) => d.amount) : policy.payments.map((p) => p.Amount);
    const count = amounts.length;
    const total = money(centsOf(amounts));
    const owed = count === 1 ? `1 overdue payment of ${total}` : `${count} overdue payments totalling ${total}`;
    const item = banner.getByRole('listitem').filter({ hasText: `(${n}).` });
    await expect(item).toContainText(`${owed} on your ${policy.detail.Product.ProductName} policy (${n}).`);
    const lapse = policy.detail.PolicyAmountOwed?.EstimatedLapseDate;
    const warning = lapse
      ? `Your policy is at risk of lapsing on ${date(lapse)} unless the overdue amount is paid.`
      : 'Your policy is at risk of lapsing unless the overdue amount is paid.';
    if (brand.regional.featureFlag.payNowWorkflowType === 'B') await expect(item).toContainText(warning);
    else await expect(item).not.toContainText('at risk of lapsing');
  }
}

/** The detail page of one policy, checked against what the sandbox holds for it (spec section 2). */
export async function checkPolicyDetail(page: Page, brand: RegisteredBrand, policy: PolicyFixture): Promise<void> {
  const { regional } = brand;
  const flags = regional.featureFlag;
  const detail = policy.detail;
  const n = numberOf(policy);
  await expect(page.getByRole('heading', { level: 1, name: 'Policy overview' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Policy summary' });
  await expect(summary).toContainText(n);
  const owner = [detail.Owner.Title, detail.Owner.FirstName, detail.Owner.Lastname].map((s) => displayCase(s ?? '')).join(' ');
  await expect(summary).toContainText(owner);
  await expect(summary).toContainText(
    policy.realtime === 'pending-473' ? /Processing Payment|Active|Payment Overdue/ : detail.PolicyStatus.Description,
  );
  const date = shortDateIn(brand);
  const dates = detail.PolicySummary;
  await expect
    .poll(() => valuesIn(summary, ['Start date', 'Renewal date', 'End date']))
    .toEqual([
      ['Start date', date(dates.FirstCollectionDate)],
      isInactive(policy) ? ['End date', date(dates.PolicyTerminationDate)] : ['Renewal date', date(dates.RenewalDate)],
    ]);

  const inboxTitle = brand.brand.wording.common?.inbox ?? 'My inbox';
  const inbox = page.getByRole('link', { name: inboxTitle, exact: true });
  if (flags.documentsFeature === 1 && policy.documents.length > 0) await expect(inbox).toHaveAttribute('href', `/documents/${n}`);
  else await expect(inbox).toHaveCount(0);

  const payment = page.getByRole('region', { name: 'Payment details' });
  if (isInactive(policy)) {
    await expect(payment).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Lives insured details' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Beneficiary details' })).toHaveCount(0);
    return;
  }
  await checkPaymentDetails(page, brand, policy);
  await checkLivesInsured(page, brand, policy);
  const beneficiaries = page.getByRole('region', { name: 'Beneficiary details' });
  if (!detail.Beneficiaries?.length) await expect(beneficiaries).toContainText('Currently there is no beneficiary listed on this policy');
  else await expect(beneficiaries.getByRole('row')).toHaveCount(detail.Beneficiaries.length + 1);
}

async function checkPaymentDetails(page: Page, brand: RegisteredBrand, policy: PolicyFixture): Promise<void> {
  const flags = brand.regional.featureFlag;
  const summary = policy.detail.PolicySummary;
  const card = page.getByRole('region', { name: 'Payment details' });
  const next = summary.NextCollectionDate ?? '';
  const days = daysFromToday(next);
  const due =
    flags.paymentUpdateWorkflowType === 'B' && days >= 0
      ? ` (${days === 0 ? 'due today' : `due in ${days} day${days === 1 ? '' : 's'}`})`
      : '';
  await expect
    .poll(() => valuesIn(card, ['Instalment amount', 'Next payment date']))
    .toEqual([
      ['Instalment amount', moneyIn(brand)(instalmentCentsOf(policy))],
      ['Next payment date', `${shortDateIn(brand)(next)}${due}`],
    ]);
  await expect(card.getByText('Payment frequency')).toHaveCount(flags.displayPaymentFrequency ? 1 : 0);
  const n = numberOf(policy);
  const method = methodOf(policy);
  if (method === 'card') {
    await expect(card).toContainText(`Card **** *${summary.CreditCardNumberSuffix}`);
    await expect(card).toContainText(`Expiry date: ${shownExpiry(summary.CCExpiry)}`);
  } else if (method === 'dd') {
    await expect(card).toContainText('Bank account');
    await expect(card).toContainText(`Account ***${(summary.BankAccountNumber ?? '').replace(/\D/g, '').slice(-3)}`);
    await expect(card.getByText(brand.regional.regionalisation.payments.bankCodeLabel, { exact: true })).toHaveCount(
      summary.BankAccountBsb ? 1 : 0,
    );
  } else {
    await expect(card).toContainText('Cheque');
    await expect(card).toContainText(`cannot be changed online. To change them, please call us on ${brand.brand.phone}.`);
  }
  const edit = card.getByRole('link', { name: 'Edit details' });
  const update = card.getByRole('link', { name: 'Update' });
  const badge = card.getByText('Requires updating');
  if (method === 'cheque') {
    await expect(card.getByRole('link')).toHaveCount(0);
  } else if (flags.paymentUpdateWorkflowType === 'A') {
    await expect(edit).toHaveAttribute('href', `/update/payment/${n}`);
    await expect(update).toHaveCount(0);
  } else {
    await expect(update).toHaveAttribute('href', `/update/payment/${n}`);
    await expect(badge).toHaveCount(method === 'card' && expiredCard(policy) ? 1 : 0);
  }
}

async function checkLivesInsured(page: Page, brand: RegisteredBrand, policy: PolicyFixture): Promise<void> {
  const lives = page.getByRole('region', { name: 'Lives insured details' });
  const names = policy.detail.LifeInsured.map((life) => displayCase(`${life.FirstName} ${life.LastName}`));
  await expect(lives.getByRole('heading', { level: 3 })).toHaveText(names);
  const type = productTypeOf(policy);
  // Every benefit's cover (the monthly benefit of income protection) and premium, to the cent, named by the benefit:
  // the portal orders a life's benefits itself (section 9, core-api's sortBenefits and its tests), not as seeded.
  const money = moneyIn(brand);
  const cover = type === 4 ? 'Monthly benefit' : 'Sum insured';
  const byName = (rows: string[][]) => rows.map((row) => row.join(' | ')).sort();
  const amounts = policy.detail.LifeInsured.flatMap((life) =>
    life.BenefitDetails.map((b) => [b.BenefitDescription, money(centsOf([b.CpiSumInsured])), money(centsOf([b.FrequencyPremiumAmount]))]),
  );
  const shown = () =>
    lives.evaluate(
      (root, wanted) =>
        [...root.querySelectorAll('h4')].map((h4) => {
          const pairs = [...(h4.nextElementSibling?.querySelectorAll('dt') ?? [])].map((dt) => [
            dt.textContent?.trim() ?? '',
            dt.nextElementSibling?.textContent?.trim() ?? '',
          ]);
          return [h4.textContent?.trim() ?? '', ...wanted.map((label) => pairs.find(([l]) => l === label)?.[1] ?? '')];
        }),
      [cover, 'Premium'],
    );
  await expect.poll(async () => byName(await shown())).toEqual(byName(amounts));
  await expect(lives.getByText('Waiting period').first()).toBeVisible({ visible: type === 4 });
  await expect(lives.getByText('Benefit period').first()).toBeVisible({ visible: type === 4 });
  await expect(lives.getByText('Sum insured').first()).toBeVisible({ visible: type !== 4 });
  await expect(lives.getByText('Benefit expiry date').first()).toBeVisible({ visible: type === 12 });
}

/** Opens the first benefit's Special Provisions dialog, if any; returns whether one was opened (left open). */
export async function openSpecialProvisions(page: Page, policy: PolicyFixture): Promise<boolean> {
  if (isInactive(policy)) return false;
  const benefit = policy.detail.LifeInsured[0]?.BenefitDetails.find((b) => (b.BenefitExclusions ?? []).length > 0);
  if (!benefit) return false;
  await page
    .getByRole('button', { name: `Special Provisions: ${benefit.BenefitDescription}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Special Provisions for ${benefit.BenefitDescription}` });
  await expect(dialog).toContainText(benefit.BenefitExclusions?.[0]?.ExclusionText ?? '');
  return true;
}
