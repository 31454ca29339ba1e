import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeFor, enterCode, fillCredentials, mustPersonaOf, submitCredentials } from './auth-steps';
import { PHONE, brandsNamed, forBrands } from './matrix';
import { EDITED_CONFIG_SITE } from './ports';

/**
 * Issue 25: configResponse.json is served beside the build so that operations change flags without a rebuild. kowhai
 * is built with e-mail login off; this site serves its artifact through its nginx site after configResponse.json alone
 * was edited to switch it on (ports.ts, local-nginx.ts's featureFlags). The login screen prerendered into index.html
 * was rendered from the build's configuration, so the page renders the served one afresh instead of hydrating. That
 * the unedited artifact still hydrates (the same elements, no error) is prerender.spec.ts's test, in every brand.
 */
const editedSite = `http://127.0.0.1:${EDITED_CONFIG_SITE.port}`;

/** Every uncaught error and console error of the page (React's hydration mismatch, #418, is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  return errors;
}

/** What #root held before any script ran: the prerendered login screen as the build wrote it. */
async function keepPrerendered(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      (window as unknown as { __prerendered?: unknown }).__prerendered = {
        heading: root?.querySelector('h1'),
        fingerprint: root?.getAttribute('data-prerendered-config'),
        radios: root?.querySelectorAll('input[type=radio]').length,
        disabled: [...(root?.querySelectorAll('input') ?? [])].every((input) => input.matches(':disabled')),
      };
    });
  });
}

forBrands(brandsNamed(EDITED_CONFIG_SITE.slug), () => {
  test.use({ baseURL: editedSite });

  test('serves the edited configResponse.json, compressed or not: never the build’s copy', async ({ page }) => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await page.request.get('/configResponse.json', { headers: { 'Accept-Encoding': encoding } });
      expect(response.ok()).toBe(true);
      if (encoding === 'gzip') expect(response.headers()['content-encoding']).toBe('gzip');
      const [entry] = (await response.json()) as [{ featureFlag: { emailAuthFeature: boolean } }];
      expect(entry.featureFlag.emailAuthFeature).toBe(true);
    }
  });

  test('e-mail login switched on after the build: the page shows the e-mail choice and throws nothing', PHONE, async ({ page, brand }) => {
    expect(brand.regional.featureFlag.emailAuthFeature, 'the build has e-mail login off').toBe(false);
    const errors = collectErrors(page);
    await keepPrerendered(page);
    await page.goto('/login');
    await expect(page.getByRole('radio', { name: /Email/ })).toBeVisible();
    const prerendered = await page.evaluate(() => {
      const before = (
        window as unknown as { __prerendered: { heading: Element | null; fingerprint: string | null; radios: number; disabled: boolean } }
      ).__prerendered;
      return { ...before, heading: Boolean(before.heading), replaced: before.heading !== document.querySelector('#root h1') };
    });
    // The build's screen (no e-mail choice, every control disabled until the app runs), then the served one.
    expect(prerendered).toEqual({
      heading: true,
      fingerprint: expect.stringMatching(/^[0-9a-z]+$/),
      radios: 0,
      disabled: true,
      replaced: true,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'My Account Login' })).toHaveCount(1);
    await expect(page).toHaveTitle(/\|/);
    expect(errors).toEqual([]);
  });

  test('logs in by e-mail, every keystroke kept, with nothing thrown', async ({ page, brand }) => {
    const persona = mustPersonaOf(brand);
    const errors = collectErrors(page);
    await page.goto('/login');
    // Typed as soon as the field takes input: the prerendered field is disabled, the served form's is the first that is.
    await page.getByLabel('Mobile number').click();
    await page.keyboard.type(persona.mobile);
    await expect(page.getByLabel('Mobile number')).toHaveValue(persona.mobile);
    await page.getByRole('radio', { name: /Email/ }).check();
    await fillCredentials(page, brand, persona, { channel: 'email' });
    const { status, customerLoginId } = await submitCredentials(page);
    expect(status).toBe(200);
    await expect(page.getByRole('group', { name: 'One-time code' })).toContainText(`${persona.email[0]}***@${persona.email.split('@')[1]}`);
    await enterCode(page, await codeFor(customerLoginId));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
