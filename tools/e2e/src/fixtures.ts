import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { brandBySlug, type RegisteredBrand } from '@portal/brand-registry';

/** Every test gets the brand of its project and helpers to scan and photograph pages. */
export const test = base.extend<{
  brand: RegisteredBrand;
  expectNoAxeViolations: (page: Page) => Promise<void>;
  snap: (page: Page, name: string) => Promise<void>;
}>({
  brand: async ({}, use, testInfo) => {
    await use(brandBySlug(String(testInfo.project.metadata['slug'])));
  },
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(summary).toEqual([]);
    });
  },
  snap: async ({}, use, testInfo) => {
    await use(async (page, name) => {
      const file = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

export { expect };
