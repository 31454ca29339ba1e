import { codeFor, enterCode, fillCredentials, submitCredentials } from './auth-steps';
import { expect, test } from './fixtures';
import { allBrands, country, covering, forBrands, phoneIf } from './matrix';
import { isInactive, isPayable, numberOf, personasOfBrand, policiesOf } from './policies-data';
import { findPersona } from '@portal/sandbox-api';

/**
 * The smoke path of every brand at desktop width (and at phone width in the brands whose full sets do not already run
 * there, the ones outside `covering([country])`): log in, the dashboard, and one page of each feature the
 * brand has (a policy, contact details and the edit form, Pay Now where a customer has something overdue), each axe
 * clean. The feature specs run their full sets in one brand per country and variant (matrix.ts); this is what every
 * other brand gets. Documents and the payment update have their own per-brand smoke tests.
 */
const phoneElsewhere = covering([country]);

forBrands(allBrands, (b) => {
  const id = personasOfBrand(b.brand.id).find((p) => policiesOf(p).some(isPayable)) ?? personasOfBrand(b.brand.id)[0]!;
  const persona = findPersona(id)!;
  const active = policiesOf(id).find((p) => !isInactive(p));
  const payable = policiesOf(id).find(isPayable);

  test(
    `smoke (${id}): login, dashboard, ${['a policy', 'contacts', ...(payable ? ['Pay Now'] : [])].join(', ')}; axe clean`,
    phoneIf(!phoneElsewhere.includes(b)),
    async ({ page, brand, expectNoAxeViolations }) => {
      test.setTimeout(90_000);
      const name = brand.brand.name;
      await page.goto('/login');
      await expect(page).toHaveTitle(`My Account Login | ${name}`);
      await expectNoAxeViolations(page);
      await fillCredentials(page, brand, persona);
      const { status, customerLoginId } = await submitCredentials(page);
      expect(status).toBe(200);
      await expect(page.getByRole('group', { name: 'One-time code' })).toBeVisible();
      await expectNoAxeViolations(page);
      await enterCode(page, await codeFor(customerLoginId));
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page).toHaveTitle(`My insurance policies | ${name}`);
      const dashboard = page.getByRole('region', { name: 'My insurance policies' });
      await expect(dashboard).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      await expect(dashboard.getByRole('link', { name: /^View policy \d+$/ })).toHaveCount(policiesOf(id).length);
      await expectNoAxeViolations(page);

      if (active) {
        await dashboard.getByRole('link', { name: `View policy ${numberOf(active)}` }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Policy overview' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
        await expectNoAxeViolations(page);
      }

      await page.goto('/contacts');
      await expect(page).toHaveTitle(`My contact details | ${name}`);
      const residential = page.getByRole('table', { name: 'Customer contact details' }).getByRole('row', { name: /^Residential address/ });
      await expect(residential.getByRole('cell')).not.toBeEmpty();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Edit details' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: brand.regional.regionalisation.updateContactDetails.heading }),
      ).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Search for your address' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/contacts$/);

      if (payable) {
        await page.goto(`/payment/${numberOf(payable)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
        await expect(page).toHaveTitle(`Make a payment | ${name}`);
        await expect(
          page.getByRole('button', { name: brand.regional.featureFlag.payNowWorkflowType === 'A' ? 'Continue' : 'Next' }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      }
    },
  );
});
