import type { Page } from '@playwright/test';
import type { RegisteredBrand } from '@portal/brand-registry';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { PHONE, country, covering, forBrands, others } from './matrix';
import { personasOfBrand } from './policies-data';

/**
 * The accessibility statement (/accessibility) that every brand's footer links to. The full set (the footer link by
 * keyboard only, signed out and signed in, axe) runs in one brand per country; every other brand opens it directly.
 */
const full = covering([country]);

async function expectStatement(page: Page, { brand }: RegisteredBrand) {
  await expect(page).toHaveURL((url) => url.pathname === '/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page).toHaveTitle(`Accessibility statement | ${brand.name}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(brand.name);
  await expect(main).toContainText('(WCAG) 2.2 at level AA');
  await expect(main.getByRole('heading', { level: 2, name: 'How we test the portal' })).toBeVisible();
  await expect(main).toContainText('We have not yet tested the portal with screen readers');
  await expect(main.getByRole('heading', { level: 2, name: 'Known limits' })).toBeVisible();
  await expect(main.getByRole('link', { name: brand.phone })).toHaveAttribute('href', `tel:${brand.phone.replace(/[^\d+]/g, '')}`);
}

/** Tabs (never the mouse) to the footer's Accessibility link and follows it with Enter. */
async function followFooterLinkByKeyboard(page: Page) {
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' });
  for (let presses = 0; presses < 80 && !(await link.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

forBrands(full, (b) => {
  test(
    'signed out: the footer link reached by keyboard opens the statement in the brand’s name and phone; axe clean',
    PHONE,
    async ({ page, brand, expectNoAxeViolations }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await followFooterLinkByKeyboard(page);
      await expectStatement(page, brand);
      await expectNoAxeViolations(page);
    },
  );

  const persona = personasOfBrand(b.brand.id)[0];
  if (persona) {
    test('signed in: the footer link opens the statement and the customer stays signed in', async ({
      page,
      brand,
      expectNoAxeViolations,
    }) => {
      await signInAs(page, brand, persona);
      await followFooterLinkByKeyboard(page);
      await expectStatement(page, brand);
      await expect(page.getByRole('banner').getByRole('link', { name: /log out/i })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }
});

forBrands(others(full), () => {
  test(
    'smoke: the statement opens directly in the brand’s name and phone; axe clean',
    PHONE,
    async ({ page, brand, expectNoAxeViolations }) => {
      await page.goto('/accessibility');
      await expectStatement(page, brand);
      await expectNoAxeViolations(page);
    },
  );
});
