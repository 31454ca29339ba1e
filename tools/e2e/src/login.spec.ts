import type { Page } from '@playwright/test';
import { apiPaths } from '@portal/core-api';
import { expect, test } from './fixtures';
import { codeFor, dobOf, enterCode, fillCredentials, mustPersonaOf, personaOf, submitCredentials, textOf } from './auth-steps';
import { PHONE, allBrands, botCheck, brandsWhere, country, covering, dobOrder, emailLogin, forBrands } from './matrix';
import { robotCheckbox } from './vendors';

const NZ = 154;

/** Presses Tab until the control named `name` (its label, or a button's text) has focus: keyboard only. */
async function tabTo(page: Page, name: string, limit = 15) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return (element?.labels?.[0]?.textContent ?? element?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Presses Tab until reCAPTCHA's checkbox, in its www.google.com frame, has focus. */
async function tabToRobotCheck(page: Page, limit = 3) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await robotCheckbox(page).evaluate((box) => box === document.activeElement && document.hasFocus())) return;
  }
  throw new Error('Tab never reached the bot check');
}

const boxLabels = { dd: 'Day', mm: 'Month', yyyy: 'Year' } as const;

/** Which brands each login test runs in: every country, bot check on and off, e-mail login on and off, each box order. */
const keyboard = covering([country, botCheck, emailLogin, dobOrder]);
const byEmail = covering([country], brandsWhere(emailLogin));
const wording = covering([country, botCheck]);
const lockedScreen = covering([country, (b) => Boolean(personaOf(b, true))]);

test.describe('login with mobile, date of birth and one-time code', () =>
  forBrands(allBrands, (b) => {
    if (keyboard.includes(b))
      test(
        'by keyboard alone: the login and code screens are accessible and lead to the dashboard',
        PHONE,
        async ({ page, brand, expectNoAxeViolations, snap }) => {
          const persona = mustPersonaOf(brand);
          await page.goto('/');
          await expect(page).toHaveURL(/\/login$/);
          await expect(page).toHaveTitle(`My Account Login | ${brand.brand.name}`);
          await expect(page.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeVisible();
          await expectNoAxeViolations(page);
          await snap(page, 'login');

          await tabTo(page, 'Mobile number');
          await page.keyboard.type(persona.mobile);
          await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
          // The boxes advance by themselves once full, so the date is typed in one go from the first box.
          const [first, ...rest] = brand.regional.regionalisation.dateOfBirth.order;
          await tabTo(page, boxLabels[first ?? 'dd'], 3);
          const dob = dobOf(persona);
          for (const part of [first ?? 'dd', ...rest]) await page.keyboard.type(dob[boxLabels[part]]);
          if (brand.regional.featureFlag.recaptchaFeature) {
            await expect(robotCheckbox(page)).toBeVisible();
            await tabToRobotCheck(page);
            await page.keyboard.press('Space');
            await expect(page.getByText('Security check complete.')).toBeAttached();
          }
          await expectNoAxeViolations(page);
          await tabTo(page, 'Log In', 3);
          const answer = page.waitForResponse((r) => r.url().includes(apiPaths.customerLogin));
          await page.keyboard.press('Enter');
          const customerLoginId = (await (await answer).text()).replace(/^"|"$/g, '');

          await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
          await expect(page.getByRole('group', { name: 'One-time code' })).toContainText(`${persona.mobile.slice(0, 2)}**`);
          await expectNoAxeViolations(page);
          await snap(page, 'code');
          await page.keyboard.type(await codeFor(customerLoginId));
          await page.keyboard.press('Enter');

          await expect(page).toHaveURL((url) => url.pathname === '/');
          await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' })).toBeVisible();
          expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'portal:email-login-badge-seen'))).toEqual([]);
        },
      );

    if (byEmail.includes(b))
      test('by e-mail, where the brand offers it', async ({ page, brand }) => {
        const persona = mustPersonaOf(brand);
        await page.goto('/login');
        const email = page.getByRole('radio', { name: /Email/ });
        if (brand.brand.countryId === 13) await expect(page.getByText('New!')).toBeVisible();
        await email.check();
        await fillCredentials(page, brand, persona, { channel: 'email' });
        const { customerLoginId } = await submitCredentials(page);
        await expect(page.getByRole('group', { name: 'One-time code' })).toContainText(
          `${persona.email[0]}***@${persona.email.split('@')[1]}`,
        );
        await enterCode(page, await codeFor(customerLoginId));
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/');
      });

    if (keyboard.includes(b))
      test('keeps the date-of-birth boxes in the configured order, and the footer in the first screen', async ({ page, brand }) => {
        const persona = mustPersonaOf(brand);
        await page.goto('/login');
        // A short signed-out page: its footer is in the first screen, reached without a scroll (issue 37).
        const footer = await page.getByRole('contentinfo').boundingBox();
        expect(footer?.y ?? Infinity).toBeLessThan(page.viewportSize()?.height ?? 0);
        await page.getByLabel('Mobile number').fill(persona.mobile);
        const ids = await page
          .getByRole('group', { name: 'Date of birth' })
          .getByRole('textbox')
          .evaluateAll((boxes) => boxes.map((b) => b.id));
        expect(ids).toEqual(brand.regional.regionalisation.dateOfBirth.order.map((part) => `login-dob-${part}`));
      });

    if (wording.includes(b))
      test('refuses unknown details with the region’s wording', async ({ page, brand }) => {
        const persona = mustPersonaOf(brand);
        await page.goto('/login');
        await fillCredentials(page, brand, persona, { dob: { Day: '01', Month: '01', Year: '1970' } });
        expect((await submitCredentials(page)).status).toBe(404);
        const alert = page.getByRole('alert').filter({ hasText: brand.brand.phone });
        if (brand.brand.countryId === NZ) {
          await expect(alert).toHaveText(
            `The details you have entered do not match any of our records. Please check the details and try again. Alternatively, you can call us on ${brand.brand.phone}.`,
          );
        } else {
          await expect(alert).toHaveText(textOf(brand.regional.regionalisation.loginFailureMessage, brand.brand.phone));
        }
        if (brand.regional.featureFlag.recaptchaFeature) await expect(robotCheckbox(page)).not.toBeChecked();
      });

    if (lockedScreen.includes(b))
      test('shows a locked account with only "Return to Log In"', async ({ page, brand, expectNoAxeViolations }) => {
        const locked = personaOf(brand, true);
        await page.goto('/login');
        if (locked) {
          await fillCredentials(page, brand, locked);
          expect((await submitCredentials(page)).status).toBe(403);
        } else {
          // No locked customer at this brand: the code check answers 403 (scoped to this page, not the shared sandbox).
          await page.route(`**${apiPaths.validateOtp}`, (route) => route.fulfill({ status: 403, json: { Message: 'Account locked' } }));
          await fillCredentials(page, brand, mustPersonaOf(brand));
          await submitCredentials(page);
          await enterCode(page, '123456');
          await page.getByRole('button', { name: 'Continue' }).click();
        }
        await expect(page.getByRole('alert')).toHaveText(
          brand.regional.regionalisation.accountLockMessage.replace('{phone}', brand.brand.phone),
        );
        await expect(page.getByRole('main').getByRole('button')).toHaveText(['Return to Log In']);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Return to Log In' }).click();
        await expect(page.getByLabel('Mobile number')).toHaveValue('');
      });
  }));
