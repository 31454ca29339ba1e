import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeFor, fillCredentials, fillDateOfBirth, mustPersonaOf, storedSession, submitCredentials } from './auth-steps';
import type { PersonaId } from '@portal/sandbox-api';
import { signInAs } from './sign-in-as';
import { PHONE, country, covering, dobOrder, emailLogin, forBrands } from './matrix';

/** The full set runs for one brand per country (AU, NZ, CA), with and without e-mail login, each date-of-birth order. */
const full = covering([country, emailLogin, dobOrder]);

test.describe('what a newcomer trips over (#17)', () =>
  forBrands(full, () => {
    test('the login intro names the methods this brand offers', async ({ page, brand }) => {
      await page.goto('/login');
      const intro = page.getByRole('heading', { level: 1, name: 'My Account Login' }).locator('xpath=following-sibling::p[1]');
      if (brand.regional.featureFlag.emailAuthFeature) {
        await expect(intro).toContainText('mobile number or e-mail address');
        await expect(page.getByRole('radio', { name: /Email/ })).toBeVisible();
      } else {
        await expect(intro).toHaveText('Log in with your mobile number and your date of birth. We will send you a one-time code.');
        await expect(page.getByRole('radio')).toHaveCount(0);
      }
    });

    test('date-of-birth messages say what is wrong, led by the configured one; the summary takes focus every time', async ({
      page,
      brand,
    }) => {
      const persona = mustPersonaOf(brand);
      const { invalidMessage, example } = brand.regional.regionalisation.dateOfBirth;
      const message = (detail: string) => `${invalidMessage} ${detail} ${example}`;
      // The error summary, found by its date-of-birth link (brands with the bot check list its error too). A `has`
      // locator is queried inside the outer element: it names the link alone (an alert inside the alert matched nothing).
      const dobLink = (p: Page) => p.getByRole('link').filter({ hasText: invalidMessage });
      const summary = (p: Page) => p.getByRole('alert').filter({ has: dobLink(p) });
      await page.goto('/login');
      await page.getByLabel('Mobile number').fill(persona.mobile);
      const year = new Date().getFullYear();
      const cases: Array<[{ Day: string; Month: string; Year: string }, string]> = [
        [{ Day: '12', Month: '04', Year: '' }, 'Date of birth must include a year.'],
        [{ Day: '31', Month: '02', Year: '1980' }, 'Date of birth must be a real date.'],
        [{ Day: '01', Month: '01', Year: String(year - 10) }, 'You must be 18 or older to use this portal.'],
        [{ Day: '01', Month: '01', Year: String(year - 120) }, 'Date of birth must be within the last 99 years.'],
      ];
      for (const [dob, detail] of cases) {
        await fillDateOfBirth(page, dob);
        await page.getByRole('button', { name: 'Log In' }).click();
        await expect(summary(page).getByRole('link').filter({ hasText: invalidMessage })).toHaveText(message(detail));
        await expect(summary(page)).toBeFocused();
      }
      // A second failed submit with the same problem: the summary takes focus again.
      await page.getByLabel('Mobile number').focus();
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(summary(page)).toBeFocused();
    });

    test('the mobile field takes digits only; a code paste that is not six digits says so', PHONE, async ({ page, brand }) => {
      const persona = mustPersonaOf(brand);
      await page.goto('/login');
      // Typing reaches the field only once the prerendered form has hydrated (its controls are disabled until then).
      await expect(page.getByLabel('Mobile number')).toBeEnabled();
      await page.getByLabel('Mobile number').pressSequentially('0a-4');
      await expect(page.getByLabel('Mobile number')).toHaveValue('04');
      await page.getByLabel('Mobile number').fill('');
      await fillCredentials(page, brand, persona);
      const { customerLoginId } = await submitCredentials(page);
      expect(await codeFor(customerLoginId)).toMatch(/^\d{6}$/);
      await page.getByLabel('Digit 1 of 6').focus();
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.setData('text/plain', 'abc123');
        document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await expect(page.getByRole('group', { name: 'One-time code' })).toContainText('The code you pasted is not 6 numbers.');
      await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
      await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
    });

    test('a second tab joins the signed-in session, and logging out in one ends both', async ({ page, brand, context }) => {
      await signInAs(page, brand, mustPersonaOf(brand).id as PersonaId, { throughScreens: true });
      const second = await context.newPage();
      await second.goto('/');
      await expect(second).toHaveURL((url) => url.pathname === '/');
      await expect(second.getByRole('heading', { level: 1, name: 'My insurance policies' })).toBeVisible();
      // The token never went to localStorage, a cookie or the URL.
      expect(await second.evaluate(() => JSON.stringify(localStorage))).not.toContain('token');
      expect((await context.cookies()).length).toBe(0);
      await second.getByRole('link', { name: 'Log out' }).click();
      await expect(second).toHaveURL(/\/login$/);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    });
  }));
