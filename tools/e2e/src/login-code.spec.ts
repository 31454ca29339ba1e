import { apiPaths } from '@portal/core-api';
import { expect, test } from './fixtures';
import { codeFor, enterCode, fillCredentials, mustPersonaOf, submitCredentials, wrongCodeFor } from './auth-steps';
import { PHONE, botCheck, country, covering, forBrands } from './matrix';

/** One brand per country, with and without the bot check before the code (the code screen is the same in every brand). */
test.describe('the one-time code screen', () =>
  forBrands(covering([country, botCheck]), () => {
    test.beforeEach(async ({ page, brand }) => {
      await page.goto('/login');
      await fillCredentials(page, brand, mustPersonaOf(brand));
    });

    test('says a wrong code is wrong, clears the boxes, and then accepts the right one', PHONE, async ({ page, brand }) => {
      const { customerLoginId } = await submitCredentials(page);
      const code = await codeFor(customerLoginId);
      await enterCode(page, wrongCodeFor(code));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText(brand.regional.regionalisation.invalidOTPMessage);
      await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
      await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });

    test('returns to the login form when the code has expired', async ({ page }) => {
      // The sandbox's codes live 5 minutes; its 419 answer is stood in for on this page only.
      await page.route(`**${apiPaths.validateOtp}`, (route) => route.fulfill({ status: 419, json: { Message: 'One-time code expired' } }));
      await submitCredentials(page);
      await enterCode(page, '123456');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('OTP expired. Please try again.');
      await expect(page.getByLabel('Mobile number')).toHaveValue('');
      await expect(page.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeFocused();
    });

    test('cancels back to an empty login form', async ({ page }) => {
      await submitCredentials(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByLabel('Mobile number')).toHaveValue('');
      await expect(page.getByRole('group', { name: 'One-time code' })).toHaveCount(0);
    });

    test('pastes a code into the boxes', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { customerLoginId } = await submitCredentials(page);
      const code = await codeFor(customerLoginId);
      await page.evaluate((text) => navigator.clipboard.writeText(text), code);
      await page.getByLabel('Digit 1 of 6').focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.slice(-1));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });

    test('resends a code after the 30-second wait', async ({ page, brand }) => {
      // The browser's clock is fake from the (re)load on, so the countdown can be moved past instead of waited out.
      await page.clock.install();
      await page.reload();
      await fillCredentials(page, brand, mustPersonaOf(brand));
      const { customerLoginId } = await submitCredentials(page);
      const first = await codeFor(customerLoginId);
      const resend = page.getByRole('button', { name: 'Resend' });
      await expect(resend).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByText(/You can ask for a new code in \d+ seconds?/).first()).toBeVisible();
      await page.clock.fastForward(29_000);
      await expect(resend).toHaveAttribute('aria-disabled', 'true');
      await page.clock.fastForward(2_000);
      await expect(resend).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByText('You can now ask for a new code.')).toBeAttached();
      const answer = page.waitForResponse((r) => r.url().includes(apiPaths.resendOtp));
      await resend.click();
      expect((await answer).status()).toBe(200);
      const second = await codeFor(customerLoginId);
      expect(second).not.toBe(first);
      // Said on screen too, not only to screen readers.
      await expect(page.locator('p', { hasText: 'We have sent you a new code.' })).toBeVisible();
      await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
      await page.keyboard.type(second);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }));
