import type { Page } from '@playwright/test';
import type { PersonaId } from '@portal/sandbox-api';
import { mustPersonaOf } from './auth-steps';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { allBrands, country, covering, forBrands } from './matrix';
import { numberOf, policiesOf } from './policies-data';

/** The scripts a page fetched, by path (each hashed chunk once). */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  return scripts;
}

/**
 * Signed-out deep links (#10): React Router loads every matched route's lazy chunk before a guard can redirect, so the
 * signed-in pages are discovered only once someone is signed in. A signed-out visit to a signed-in page fetches no
 * script the login page itself does not, lands on /login with its query kept, and the login takes it back.
 */
test.describe('signed-out deep links', () =>
  forBrands(covering([country]), () => {
    test('fetch nothing beyond the login page’s own scripts before the guard sends them to /login', async ({ page, brand }) => {
      const policy = numberOf(policiesOf(mustPersonaOf(brand).id as PersonaId)[0]!);
      const login = recordScripts(page);
      await page.goto('/login');
      await expect(page).toHaveTitle(/^My Account Login \|/);
      // The login page's own scripts include what it fetches once the visitor starts on the form (the code step, the
      // bot check): a guard's redirect moves focus into the page, which starts those too.
      // Those start in an idle period after the visitor's first input (preload.ts), which the form listens for once it
      // has hydrated: the first input is repeated until they are in (a key that types nothing), so the login page's
      // list is whole before the deep links are compared with it.
      const textbox = page.getByRole('textbox').first();
      await expect(textbox).toBeEnabled();
      await textbox.focus();
      const firstInput = [
        /\/code-step-[\w-]+\.js$/,
        ...(brand.regional.featureFlag.recaptchaFeature ? [/\/bot-check-field-[\w-]+\.js$/] : []),
      ];
      await expect
        .poll(async () => {
          await page.keyboard.press('Shift');
          return firstInput.every((chunk) => [...login].some((script) => chunk.test(script)));
        })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(login.size).toBeGreaterThan(0);
      const documents = brand.regional.featureFlag.documentsFeature === 1 ? [`/documents/${policy}`] : [];
      for (const path of ['/', `/policy/${policy}?from=mail`, ...documents, '/contacts/update']) {
        const fresh = await page.context().newPage();
        const scripts = recordScripts(fresh);
        await fresh.goto(path);
        await expect(fresh).toHaveURL((url) => url.pathname === '/login' && url.search === new URL(path, 'http://x').search);
        await expect(fresh.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeVisible();
        await fresh.waitForLoadState('networkidle');
        expect(
          [...scripts].filter((script) => !login.has(script)),
          `${path} fetched`,
        ).toEqual([]);
        await fresh.close();
      }
    });

    test('the login takes a deep link back to the page asked for', async ({ page, brand }) => {
      const persona = mustPersonaOf(brand).id as PersonaId;
      const policy = numberOf(policiesOf(persona)[0]!);
      await signInAs(page, brand, persona, { to: `/policy/${policy}`, throughScreens: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Policy overview' })).toBeVisible();
    });

    test('a second tab opened on a deep link joins the session and shows that page', async ({ page, brand, context }) => {
      await signInAs(page, brand, mustPersonaOf(brand).id as PersonaId, { throughScreens: true });
      const second = await context.newPage();
      await second.goto('/contacts');
      await expect(second).toHaveURL((url) => url.pathname === '/contacts');
      await expect(second.getByRole('heading', { level: 1, name: 'My contact details' })).toBeVisible();
    });
  }));

test.describe('a signed-in visitor', () =>
  forBrands(allBrands.slice(0, 1), () => {
    test('arriving at / goes straight to the dashboard', async ({ page, brand }) => {
      await signInAs(page, brand, mustPersonaOf(brand).id as PersonaId, { to: '/contacts', throughScreens: true });
      await page.goto('/');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { level: 1, name: 'My insurance policies' })).toBeVisible();
    });
  }));
