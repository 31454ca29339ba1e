import { expect, test } from './fixtures';
import { allBrands, country, covering, forBrands } from './matrix';

/** Each brand's artifact prerenders its own login screen: checked in every brand; the deep-link gate once per country. */
const perCountry = covering([country]);

test.describe('the login page paints from HTML', () =>
  forBrands(allBrands, (b) => {
    test('without JavaScript, /login shows the brand’s login screen as the build prerendered it', async ({ browser, brand }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: `${brand.brand.name} home` })).toBeVisible();
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(brand.brand.phone);
      await context.close();
    });

    for (const path of perCountry.includes(b) ? ['/login', '/'] : ['/login']) {
      test(`${path}: the app hydrates the prerendered markup (the same elements, no mismatch, no re-render)`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
        page.on('pageerror', (error) => void errors.push(error.message));
        await page.addInitScript(() => {
          // 'interactive' comes before any module script runs: what is in #root then is the prerendered markup.
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            (window as unknown as { __prerendered?: Element | null }).__prerendered = document.querySelector('#root h1');
          });
        });
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        // Hydrated: React answers on the prerendered input (the title is set by the app once it runs).
        await expect(page).toHaveTitle(/\|/);
        const same = await page.evaluate(() => {
          const w = window as unknown as { __prerendered?: Element | null };
          return Boolean(w.__prerendered) && document.querySelector('#root h1') === w.__prerendered;
        });
        expect(same).toBe(true);
        expect(errors).toEqual([]);
      });
    }

    if (perCountry.includes(b))
      test('a deep link never flashes the prerendered login screen: it is hidden before the body paints, then rendered afresh', async ({
        page,
      }) => {
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            const root = document.getElementById('root');
            (window as unknown as { __atParse?: unknown }).__atParse = root && getComputedStyle(root).visibility;
          });
        });
        await page.goto('/no-such-page');
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __atParse?: unknown }).__atParse)).toBe('hidden');
        await expect(page.locator('#root')).toBeVisible();
      });
  }));
