import { apiPaths } from '@portal/core-api';
import { expect, test } from './fixtures';
import { botCheck, brandsWhere, forBrands, PHONE } from './matrix';
import { codeFor, dobOf, enterCode, fillDateOfBirth, mustPersonaOf, passBotCheck, submitCredentials } from './auth-steps';
import { RECAPTCHA, expectFrameOn, robotCheckbox } from './vendors';

/**
 * The bot check is Google reCAPTCHA, programmed against its JavaScript API, reached as the production configuration
 * names it: Google's script on www.google.com (the sandbox's stand-in under Google's names, vendors.ts), which loads
 * its library from www.gstatic.com and draws the checkbox in a www.google.com frame that answers by postMessage,
 * under the artifact's own CSP (any violation in any frame fails the test). The verify call goes to the configured
 * captcha host (the sandbox's, a deployment setting); a cookie makes the check fail.
 */
const VERIFY = `/bot-check${apiPaths.botCheckVerify}`;
const ROBOT = 'Please verify that you are not a robot';

forBrands(brandsWhere(botCheck), () => {
  test.describe('bot check (reCAPTCHA under Google’s names)', () => {
    test('is required, and a customer who ticks it logs in', PHONE, async ({ page, brand, expectNoAxeViolations, snap }) => {
      const persona = mustPersonaOf(brand);
      const script = page.waitForResponse((r) => r.url().startsWith(`${RECAPTCHA}/recaptcha/api.js?`));
      const library = page.waitForResponse((r) =>
        /^https:\/\/www\.gstatic\.com\/recaptcha\/releases\/[^/]+\/recaptcha__en\.js$/.test(r.url()),
      );
      await page.goto('/login');
      await page.getByLabel('Mobile number').fill(persona.mobile);
      await fillDateOfBirth(page, dobOf(persona));
      const loaded = await script;
      expect(loaded.ok()).toBe(true);
      expect(new URL(loaded.url()).searchParams.get('render')).toBe('explicit');
      expect((await library).ok()).toBe(true);
      await expect(robotCheckbox(page)).toBeVisible();
      await expectFrameOn(page, RECAPTCHA);

      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(ROBOT);
      await expectNoAxeViolations(page);
      await snap(page, 'bot-check-required');

      const verify = page.waitForRequest((r) => r.url().includes(VERIFY));
      await passBotCheck(page, brand);
      expect((await verify).postDataJSON()).toEqual({
        token: expect.stringMatching(/^sandbox-pass-/),
        sitekey: 'sandbox-site-key',
        action: 'customerportal/Login',
      });
      const { status, customerLoginId } = await submitCredentials(page);
      expect(status).toBe(200);
      await enterCode(page, await codeFor(customerLoginId));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' })).toBeVisible();
    });

    test(`a check the verify endpoint refuses says '${ROBOT}' and lets nobody in`, async ({ page, context, brand, baseURL }) => {
      await context.addCookies([{ name: 'sandbox-recaptcha', value: 'fail', url: baseURL ?? '' }]);
      const persona = mustPersonaOf(brand);
      await page.goto('/login');
      await page.getByLabel('Mobile number').fill(persona.mobile);
      await fillDateOfBirth(page, dobOf(persona));
      const verdict = page.waitForResponse((r) => r.url().includes(VERIFY));
      const robot = robotCheckbox(page);
      await robot.click(); // not check(): the refused answer unticks it again
      expect(await (await verdict).json()).toMatchObject({ success: false });
      await expect(page.getByText(ROBOT, { exact: true })).toBeVisible();
      await expect(robot).not.toBeChecked();

      let loginCalls = 0;
      page.on('request', (r) => void (r.url().includes(apiPaths.customerLogin) && (loginCalls += 1)));
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(ROBOT);
      expect(loginCalls).toBe(0);
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});
