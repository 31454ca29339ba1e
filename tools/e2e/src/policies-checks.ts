import { expect, type Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { displayCase } from '@portal/core-api';
import type { PolicyFixture } from '@portal/sandbox-api';
import { expiredCard, isInactive, methodOf, numberOf, productTypeOf, shownExpiry } from './policies-data';

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
  await expect(summary.getByText('Start date')).toBeVisible();
  await expect(summary.getByText(isInactive(policy) ? 'End date' : 'Renewal date')).toBeVisible();

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
  await checkLivesInsured(page, policy);
  const beneficiaries = page.getByRole('region', { name: 'Beneficiary details' });
  if (!detail.Beneficiaries?.length) await expect(beneficiaries).toContainText('Currently there is no beneficiary listed on this policy');
  else await expect(beneficiaries.getByRole('row')).toHaveCount(detail.Beneficiaries.length + 1);
}

async function checkPaymentDetails(page: Page, brand: RegisteredBrand, policy: PolicyFixture): Promise<void> {
  const flags = brand.regional.featureFlag;
  const summary = policy.detail.PolicySummary;
  const card = page.getByRole('region', { name: 'Payment details' });
  await expect(card.getByText('Instalment amount')).toBeVisible();
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
    await expect(card).toContainText(/\(due (today|in \d+ days?)\)/);
  }
}

async function checkLivesInsured(page: Page, policy: PolicyFixture): Promise<void> {
  const lives = page.getByRole('region', { name: 'Lives insured details' });
  const names = policy.detail.LifeInsured.map((life) => displayCase(`${life.FirstName} ${life.LastName}`));
  await expect(lives.getByRole('heading', { level: 3 })).toHaveText(names);
  const type = productTypeOf(policy);
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
