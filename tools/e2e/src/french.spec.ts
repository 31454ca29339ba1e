import type { Page } from '@playwright/test';
import type { LanguageResources } from '@portal/config';
import { brandLanguages, LANGUAGE_STORAGE_KEY } from '@portal/config/languages';
import { findPersona } from '@portal/sandbox-api';
import { apiPaths } from '@portal/core-api';
import { codeFor, dobOf, passBotCheck } from './auth-steps';
import { robotCheckbox } from './vendors';
import { expect, test } from './fixtures';
import { PHONE, brandsWhere, forBrands } from './matrix';
import { isInactive, isPayable, methodOf, numberOf, personasOfBrand, policiesOf } from './policies-data';

/**
 * A brand offered in Canadian French (issue #19; Tamarack): switched to French on the login page, the whole path in
 * fr-CA, each page axe clean, with `<html lang="fr-CA">` and French titles: login and the one-time code, the
 * dashboard, a policy, the start of Pay Now and of the payment update, contact details (and the edit form),
 * documents. The expected words are the brand's own French resources, so the spec follows the wording. Only brands
 * that declare fr-CA get it; the others have no switch (frame.spec.ts and the unit tests cover that).
 */
const FRENCH = 'fr-CA';
const bilingual = brandsWhere((b) => brandLanguages(b.brand).some((l) => l.code === FRENCH));

/** React's hydration failures (418, 423, 425) and its recoverable-error report, as the console shows them. */
const HYDRATION = /hydrat|Minified React error #(418|423|425)/i;

/** A money amount in English ($1,234.56) or French (1 234,56 $, its spaces no-break). */
const MONEY = /^(\$[\d,]+\.\d\d|[\d\u00a0\u202f]+,\d\d[\u00a0\u202f]\$)$/;

/**
 * At 320 px wide (WCAG 1.4.10 reflow) the page scrolls only down, never sideways, and every money amount shown sits
 * on one line ("250 000,00 $" never leaves its "$" on the next line). The viewport is put back afterwards.
 */
async function expectReflowAt320(page: Page) {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: before.height });
  const { scrollWidth, innerWidth, amounts } = await page.evaluate((money) => {
    const pattern = new RegExp(money);
    const shown = [...document.querySelectorAll('main span')].filter((s) => pattern.test(s.textContent ?? ''));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      amounts: shown.map((s) => ({
        text: s.textContent,
        lines: s.getClientRects().length,
        nowrap: getComputedStyle(s).whiteSpace === 'nowrap',
      })),
    };
  }, MONEY.source);
  expect(scrollWidth, 'no horizontal scrolling at 320 px').toBeLessThanOrEqual(innerWidth);
  expect(amounts.length, 'money amounts on the page').toBeGreaterThan(0);
  for (const amount of amounts) expect(amount, `${amount.text} on one line`).toMatchObject({ lines: 1, nowrap: true });
  await page.setViewportSize(before);
}

forBrands(bilingual, (b) => {
  const language = brandLanguages(b.brand).find((l) => l.code === FRENCH)!;
  const personaId =
    personasOfBrand(b.brand.id).find(
      (p) => policiesOf(p).some(isPayable) && policiesOf(p).some((x) => !isInactive(x) && methodOf(x) !== 'cheque'),
    ) ?? personasOfBrand(b.brand.id)[0]!;
  const persona = findPersona(personaId)!;
  const payable = policiesOf(personaId).find(isPayable);
  const active = policiesOf(personaId).find((p) => !isInactive(p) && methodOf(p) !== 'cheque');
  if (!payable || !active)
    throw new Error(`french.spec.ts: brand ${b.brand.id} needs a persona with an overdue policy and an active one not paid by cheque`);

  test(
    `in French (${personaId}): login, dashboard, a policy, Pay Now, payment update, contacts, documents; html lang fr-CA, axe clean`,
    PHONE,
    async ({ page, brand, expectNoAxeViolations }) => {
      test.setTimeout(120_000);
      const fr: LanguageResources = await language.load!();
      const w = (ns: string, key: string, values: Record<string, string | number> = {}) =>
        Object.entries({ brandName: brand.brand.name, phone: brand.brand.phone, ...values }).reduce(
          (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
          (fr.wording as Record<string, Record<string, string> | undefined>)[ns]?.[key] ?? `missing ${ns}:${key}`,
        );
      const titled = (ns: string, key: string) => `${w(ns, key)} | ${brand.brand.name}`;
      const expectFrench = async (p: Page) => {
        await expect(p.locator('html')).toHaveAttribute('lang', FRENCH);
        await expect(
          p.getByRole('group', { name: w('shell', 'language.label') }).getByRole('button', { name: language.name }),
        ).toHaveAttribute('aria-pressed', 'true');
      };
      const consoleErrors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
      page.on('pageerror', (e) => void consoleErrors.push(e.message));

      // The prerendered login page, in English; the switch in the header, used from the keyboard.
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', brand.brand.locale);
      const francais = page.getByRole('banner').getByRole('button', { name: language.name });
      await expect(francais).toHaveAttribute('lang', FRENCH);
      await expect(francais).toHaveAttribute('aria-pressed', 'false');
      // The prerendered switch takes presses once React has hydrated the page (disabled until then, never a lost press).
      await expect(francais).toBeEnabled();
      await francais.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: w('common', 'loginHeading') })).toBeVisible();
      await expectFrench(page);
      await expect(page).toHaveTitle(titled('common', 'loginHeading'));
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(FRENCH);
      await expect(page.getByRole('banner')).toContainText(fr.brand.headerText);
      await expectNoAxeViolations(page);

      // Remembered on this device: a reload starts in French (rendered afresh, never hydrating the English markup).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w('common', 'loginHeading') })).toBeVisible();
      await expectFrench(page);
      expect(consoleErrors.filter((e) => HYDRATION.test(e))).toEqual([]);

      // Log in in French.
      await page.getByLabel(w('common', 'mobileNumber')).fill(persona.mobile);
      const dob = dobOf(persona);
      const dobGroup = page.getByRole('group', { name: w('common', 'dateOfBirth') });
      await dobGroup.getByLabel(w('auth', 'login.dobDay')).fill(dob.Day);
      await dobGroup.getByLabel(w('auth', 'login.dobMonth')).fill(dob.Month);
      await dobGroup.getByLabel(w('auth', 'login.dobYear')).fill(dob.Year);
      if (brand.regional.featureFlag.recaptchaFeature) {
        // The sandbox's stand-in widget is English (Google's words its own); the portal's confirmation is French.
        await robotCheckbox(page).check();
        await expect(page.getByText(w('auth', 'botCheck.verified'))).toBeAttached();
      } else {
        await passBotCheck(page, brand);
      }
      const answer = page.waitForResponse((r) => r.url().includes(apiPaths.customerLogin));
      await page.getByRole('button', { name: w('auth', 'login.submit') }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      const customerLoginId = (await response.text()).replace(/^"|"$/g, '');
      await expect(page.getByRole('group', { name: w('auth', 'code.legend') })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel(w('auth', 'code.digitLabel', { index: 1, total: 6 }), { exact: true }).click();
      await page.keyboard.type(await codeFor(customerLoginId));
      await page.getByRole('button', { name: w('common', 'continue') }).click();

      // The dashboard: French title, headings and money (1 234,56 $).
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page).toHaveTitle(titled('common', 'myPolicies'));
      const dashboard = page.getByRole('region', { name: w('common', 'myPolicies') });
      await expect(dashboard).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      await expect(dashboard.getByRole('link', { name: /^Voir la police \d+$/ })).toHaveCount(policiesOf(personaId).length);
      await expect(page.getByText(/\d,\d\d[\u00a0\u202f]\$/).first()).toBeVisible();
      await expect(page.getByText(/\$\d/)).toHaveCount(0);
      await expectFrench(page);
      await expectNoAxeViolations(page);
      await expectReflowAt320(page);

      {
        await dashboard.getByRole('link', { name: w('policies', 'viewPolicyLabel', { policyNumber: numberOf(active) }) }).click();
        await expect(page.getByRole('heading', { level: 1, name: w('common', 'policyOverview') })).toBeVisible();
        await expect(page.getByRole('region', { name: w('policies', 'paymentHeading') })).toBeVisible();
        await expect(page).toHaveTitle(titled('common', 'policyOverview'));
        await expectFrench(page);
        await expectNoAxeViolations(page);
        await expectReflowAt320(page);

        await page.goto(`/update/payment/${numberOf(active)}`);
        await expect(page.getByRole('heading', { level: 1, name: w('common', 'editPaymentDetails') })).toBeVisible();
        await expect(page.getByRole('button', { name: w('common', 'save') })).toBeVisible({ timeout: 15_000 });
        await expectFrench(page);
        await expectNoAxeViolations(page);
      }

      {
        await page.goto(`/payment/${numberOf(payable)}`);
        await expect(page.getByRole('heading', { level: 1, name: w('common', 'makePayment') })).toBeVisible();
        await expect(page).toHaveTitle(titled('common', 'makePayment'));
        await expect(
          page.getByRole('button', { name: w('paynow', brand.regional.featureFlag.payNowWorkflowType === 'A' ? 'continue' : 'next') }),
        ).toBeVisible();
        await expectFrench(page);
        await expectNoAxeViolations(page);
      }

      await page.goto('/contacts');
      await expect(page).toHaveTitle(titled('common', 'myContactDetails'));
      await expect(page.getByRole('table', { name: w('contacts', 'view.tableHeading') })).toBeVisible({ timeout: 15_000 });
      await expectFrench(page);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: w('common', 'editDetails') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: fr.regional.regionalisation!.updateContactDetails!.heading! }),
      ).toBeVisible();
      await expect(page.getByRole('combobox', { name: w('contacts', 'edit.lookupLabel') })).toBeVisible();
      await expectFrench(page);
      await expectNoAxeViolations(page);

      if (brand.regional.featureFlag.documentsFeature === 1) {
        const number = numberOf(active);
        await page.goto(`/documents/${number}`);
        await expect(page.getByText(w('documents', 'policyNumber', { number }))).toBeVisible();
        const title = fr.regional.regionalisation!.pages!.policyDetails!.inboxTitle!;
        await expect(page.getByRole('region', { name: title })).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
        await expect(page).toHaveTitle(`${title} | ${brand.brand.name}`);
        await expectFrench(page);
        await expectNoAxeViolations(page);
      }

      // Back to English from the header, for this device too.
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', brand.brand.locale);
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(brand.brand.locale);
      // The English dashboard at 320 px as well.
      await page.goto('/');
      await expect(page.getByRole('region', { name: brand.brand.wording.common?.myPolicies ?? 'My insurance policies' })).toHaveAttribute(
        'aria-busy',
        'false',
        { timeout: 15_000 },
      );
      await expect(page.getByText(/\$\d[\d,]*\.\d\d/).first()).toBeVisible();
      await expectReflowAt320(page);
      expect(consoleErrors.filter((e) => HYDRATION.test(e))).toEqual([]);
    },
  );

  test('the 503 page and the configuration failure page in English then French, each part with its own lang', async ({
    page,
    brand,
    expectNoAxeViolations,
  }) => {
    const words = language.unavailable!;
    const { name, phone, locale } = brand.brand;
    const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;

    // The static page (no script): both languages, whatever the visitor chose.
    await page.goto('/503.html');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(`Service unavailable / ${words.serviceUnavailable.title} | ${name}`);
    await expect(page.locator('main > section')).toHaveCount(2);
    expect(await page.locator('main > section').evaluateAll((parts) => parts.map((p) => p.getAttribute('lang')))).toEqual([locale, FRENCH]);
    const french = page.locator(`main > section[lang="${FRENCH}"]`);
    await expect(french.getByRole('heading', { level: 1 })).toHaveText(words.serviceUnavailable.heading);
    await expect(french.getByText(words.serviceUnavailable.body)).toBeVisible();
    await expect(french).toContainText(words.serviceUnavailable.help.replace('{phone}', phone));
    await expect(french.getByRole('link', { name: phone })).toHaveAttribute('href', tel);
    await expect(french.getByRole('link', { name: words.serviceUnavailable.retry })).toHaveAttribute('href', '/');
    await expect(page.locator(`main > section[lang="${locale}"]`).getByRole('heading', { level: 1 })).toContainText('unavailable');
    await expect(page.locator('script')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const before = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: before.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(before);

    // The configuration failing to load, for a visitor who chose French: both languages, before any chunk.
    await page.evaluate(([key, code]) => localStorage.setItem(key!, code!), [LANGUAGE_STORAGE_KEY, FRENCH]);
    await page.route('**/configResponse.json', (route) => route.fulfill({ status: 200, body: '{"not": "a list"' }));
    await page.goto('/login');
    const failure = page.locator(`main section[lang="${FRENCH}"]`);
    await expect(failure.getByRole('heading', { level: 1 })).toHaveText(words.configError.heading);
    await expect(failure.getByRole('alert')).toHaveText(words.configError.body.replace('{phone}', phone));
    await expect(page.locator(`main section[lang="${locale}"]`).getByRole('heading', { level: 1 })).toHaveText('The portal is unavailable');
    await expectNoAxeViolations(page);
  });
});
