import { brandLanguages } from '@portal/config/languages';
import { expect, test } from './fixtures';
import { PHONE, allBrands, country, covering, forBrands } from './matrix';

/** What each brand's artifact brings (frame, 503 page, its own configuration) runs in every brand; the brand-independent behaviour once per country. */
const perCountry = covering([country]);

test.describe('the portal frame of each brand', () =>
  forBrands(allBrands, (b) => {
    test('an unknown path shows the branded not-found page in the frame', PHONE, async ({ page, brand, expectNoAxeViolations, snap }) => {
      const { brand: b } = brand;
      await page.goto('/no-such-page?x=1');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle(`Page not found | ${b.name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', b.locale);
      await expect(page.getByRole('listitem').filter({ hasText: 'typed incorrectly' })).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header.getByRole('img', { name: `${b.name} home` })).toBeVisible();
      await expect(header.getByText(b.headerText)).toBeVisible();

      const footer = page.getByRole('contentinfo');
      for (const link of b.footer.links) {
        await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      }
      await expect(footer.getByRole('link', { name: new RegExp(b.phone) }).first()).toHaveAttribute(
        'href',
        `tel:${b.phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(footer.getByText(b.footer.labels[0] ?? '')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Product Disclosure Statement' })).toBeVisible();

      await expectNoAxeViolations(page);
      await snap(page, 'not-found');
    });

    if (perCountry.includes(b))
      test('the skip link moves keyboard users to the main content', async ({ page }) => {
        await page.goto('/no-such-page');
        // The app renders after the load event (once the configuration is read): Tab before it would meet no page.
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();
      });

    test('the static 503 page is branded and accessible', async ({ page, brand, expectNoAxeViolations, snap }) => {
      const { brand: b } = brand;
      await page.goto('/503.html');
      // A brand offered in several languages shows each, default first (french.spec.ts reads the other parts).
      const parts = brandLanguages(b).length;
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(parts);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('unavailable');
      const phones = page.getByRole('link', { name: b.phone });
      await expect(phones).toHaveCount(parts);
      for (const phone of await phones.all()) await expect(phone).toHaveAttribute('href', `tel:${b.phone.replace(/[^\d+]/g, '')}`);
      await expect(page.getByRole('img', { name: `${b.name} home` })).toBeVisible();
      await expectNoAxeViolations(page);
      await snap(page, '503');
    });

    test('the artifact serves only its own configuration, a manifest and an icon', async ({ request, brand }) => {
      const { brand: b } = brand;
      const config = await (await request.get('/configResponse.json')).json();
      expect(config).toHaveLength(1);
      expect(config[0]).toMatchObject({ brandId: b.id, countryId: b.countryId });
      const manifest = await (await request.get('/manifest.webmanifest')).json();
      expect(manifest.name).toBe(b.name);
      expect((await request.get('/favicon.svg')).ok()).toBe(true);
    });

    if (perCountry.includes(b))
      test('a missing or malformed configuration shows a clear error page', async ({ page, brand }) => {
        await page.route('**/configResponse.json', (route) => route.fulfill({ status: 200, body: '{"not": "a list"' }));
        await page.goto('/no-such-page');
        await expect(page.getByRole('heading', { name: 'The portal is unavailable' })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(brandLanguages(brand.brand).length);
        await expect(page.getByRole('alert').first()).toContainText(brand.brand.phone);
      });
  }));
