import { expect, test } from './fixtures';
import {
  codeFor,
  enterCode,
  fillCredentials,
  mustPersonaOf,
  revokeToken,
  serverAccepts,
  sessionTokenOf,
  storedSession,
  submitCredentials,
} from './auth-steps';
import type { Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { PHONE, country, covering, forBrands } from './matrix';

async function logIn(page: Page, brand: RegisteredBrand, to = '/') {
  await page.goto(to);
  await fillCredentials(page, brand, mustPersonaOf(brand));
  const { customerLoginId } = await submitCredentials(page);
  await enterCode(page, await codeFor(customerLoginId));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
}

/** The session is the same code in every brand: once per country. */
test.describe('the session', () =>
  forBrands(covering([country]), () => {
    test('returns to the page first asked for, keeps the session over a reload, and logs out', async ({ page, brand }) => {
      await logIn(page, brand, '/contacts?from=e2e');
      await expect(page).toHaveURL(/\/contacts\?from=e2e$/);
      await page.reload();
      await expect(page).toHaveURL(/\/contacts\?from=e2e$/);
      const token = await sessionTokenOf(page);
      await page.goto('/login?x=1');
      await expect(page).toHaveURL(/\/\?x=1$/);

      await page.getByRole('link', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('link', { name: 'Log out' })).toHaveCount(0);
      expect(await serverAccepts(page, brand, token)).toBe(false);
      expect(await storedSession(page)).toBeNull();
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
    });

    test('ends on a 401: a token revoked elsewhere sends the customer to the login page', async ({ page, brand }) => {
      await logIn(page, brand);
      await revokeToken(page, brand, await sessionTokenOf(page));
      await page.reload();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeVisible();
    });

    test(
      'warns two minutes before expiry with an accessible dialog, then times out',
      PHONE,
      async ({ page, brand, expectNoAxeViolations, snap }) => {
        await page.clock.install();
        await logIn(page, brand);
        const expiresAt = (await storedSession(page))?.expiresAt ?? '';
        const now = await page.evaluate(() => Date.now());
        await page.clock.fastForward(Date.parse(expiresAt) - now - 100_000);
        const dialog = page.getByRole('dialog', { name: 'Your session is about to expire' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
        await expectNoAxeViolations(page);
        await snap(page, 'timeout-warning');
        await page.clock.fastForward(120_000);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByText('Your session has expired.')).toHaveText('Your session has expired.  Please login again to continue.', {
          useInnerText: false,
        });
        await expect(dialog).toHaveCount(0);
      },
    );
  }));
