import { xssCorpus, xssCorpusHtml } from '@portal/sandbox-api';
import { anyPolicyOf } from './documents-data';
import { expect, test } from './fixtures';
import { allBrands, forBrands } from './matrix';
import { signInAs } from './sign-in-as';
import { watchXss } from './xss-watch';

/**
 * Configured HTML (issue 30): a brand's wording in the served configuration is rendered by ui-kit's SafeHtml, the
 * same component for every brand (the footer, the login failure, the payment-update error), so one brand stands for
 * all. The whole XSS corpus goes in as one configured field, on one page load, under the site's real CSP.
 */
forBrands(allBrands.slice(0, 1), (b) => {
  const { persona, number } = anyPolicyOf(b.brand.id);
  test(`configured HTML: the XSS corpus (${xssCorpus.length} vectors) through SafeHtml runs nothing and the CSP reports nothing`, async ({
    page,
    brand,
    cspViolations,
  }) => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(100);
    const { calls, dialogs } = await watchXss(page);
    // The payment-update error banner of the policy page (?error=true): the region's paymentUpdateErrorHtml.
    await page.route('**/configResponse.json', async (route) => {
      const entries = (await (await route.fetch()).json()) as Array<{
        regionalisation: { pages: { policyDetails: Record<string, string> } };
      }>;
      for (const e of entries) e.regionalisation.pages.policyDetails['paymentUpdateErrorHtml'] = xssCorpusHtml();
      await route.fulfill({ json: entries });
    });
    await signInAs(page, brand, persona, { to: `/policy/${number}?error=true` });
    const banner = page.getByRole('alert').filter({ hasText: 'Vector 1 (script)' });
    // Sanitised markup, not the plain-text stand-in: every vector's numbered paragraph is an element of its own.
    await expect(banner.locator('p').filter({ hasText: /^Vector \d+ \(/ })).toHaveCount(xssCorpus.length);
    await page.waitForTimeout(1_000); // timers, autofocus and load events of the vectors
    expect(calls, 'vectors that ran').toEqual([]);
    expect(dialogs, 'dialogs the vectors opened').toEqual([]);
    expect(cspViolations.all, 'Content-Security-Policy violations').toEqual([]);
  });
});
