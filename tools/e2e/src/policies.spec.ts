import type { Page } from '@playwright/test';
import type { PersonaId } from '@portal/sandbox-api';
import { apiPaths } from '@portal/core-api';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { allBrands, brandsWhere, country, covering, documents, forBrands, paymentUpdate, phoneIf } from './matrix';
import { routeApiTo, startPrivateSandbox, type PrivateSandbox } from './private-sandbox';
import { checkDashboardAmounts, checkOverdueBanner, checkPolicyDetail, openSpecialProvisions } from './policies-checks';
import {
  hasCrossSell,
  isInactive,
  isPayable,
  numberOf,
  personasOfBrand,
  policiesOf,
  policyOfAnotherBrand,
  sampleKinds,
} from './policies-data';

const dashboard = (page: Page) => page.getByRole('region', { name: 'My insurance policies' });
const ready = (page: Page) => expect(dashboard(page)).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
const cardOf = (page: Page, n: string) =>
  dashboard(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(n, { exact: true }) });
const firstPersona = (brandId: number) => personasOfBrand(brandId)[0] as PersonaId;
const firstActive = (id: PersonaId) => policiesOf(id).find((p) => !isInactive(p)) ?? policiesOf(id)[0];
const pendingPersonaOf = (brandId: number) =>
  personasOfBrand(brandId).find((p) => policiesOf(p).some((policy) => policy.realtime === 'pending-473'));
const dishonourPersonaOf = (brandId: number) =>
  personasOfBrand(brandId).find((p) => policiesOf(p).some((policy) => policy.detail.PolicySummary.ExtendedDishonourPeriodStatusId));

/**
 * Every customer of every brand is checked in full at desktop width; one customer per country at phone width too.
 * The other tests run once per country and per variant they depend on, or where a customer has the case.
 */
const atPhoneWidth = covering([country]).map((b) => firstPersona(b.brand.id));
const perCountry = covering([country]);
const returnNotice = covering([country, paymentUpdate]);
const redirects = covering([country, documents]);

test.describe('policies: dashboard and policy detail', () =>
  forBrands(allBrands, (b) => {
    for (const id of personasOfBrand(b.brand.id)) {
      test(
        `${id}: every policy on the dashboard, and each kind of policy in detail`,
        phoneIf(atPhoneWidth.includes(id)),
        async ({ page, brand, expectNoAxeViolations, snap }) => {
          test.setTimeout(180_000);
          const policies = policiesOf(id);
          await signInAs(page, brand, id);
          await expect(page).toHaveTitle(`My insurance policies | ${brand.brand.name}`);
          await ready(page);

          await expect(dashboard(page).getByRole('link', { name: /^View policy \d+$/ })).toHaveCount(policies.length);
          for (const policy of policies) {
            const n = numberOf(policy);
            const card = cardOf(page, n);
            await expect(card.getByRole('heading', { level: 2 })).toHaveText(policy.detail.Product.ProductName);
            await expect(card.getByRole('link', { name: `View policy ${n}` })).toHaveAttribute('href', `/policy/${n}`);
          }
          // Cover amount and renewal date of every card, to the cent and the day (none for a lapsed or cancelled policy).
          await checkDashboardAmounts(dashboard(page), brand, policies);

          const payNow = brand.regional.regionalisation.payNow.payNowButtonText;
          for (const policy of policies.filter(isPayable)) {
            const pay = page.getByRole('link', { name: `${payNow} for policy ${numberOf(policy)}` });
            await expect(pay).toHaveAttribute('href', `/payment/${numberOf(policy)}`);
          }
          const banner = page.getByRole('status').filter({ hasText: 'You have overdue payments' });
          if (policies.some(isPayable)) {
            await checkOverdueBanner(page, brand, policies);
          } else if (!policies.some((p) => p.realtime === 'pending-473')) {
            await expect(banner).toHaveCount(0);
          }
          await expect(page.getByRole('status', { name: 'Could your family be better protected?' })).toHaveCount(hasCrossSell(id) ? 1 : 0);
          await expectNoAxeViolations(page);
          await snap(page, `dashboard-${id}`);

          for (const [index, policy] of sampleKinds(policies).entries()) {
            await cardOf(page, numberOf(policy))
              .getByRole('link', { name: /View policy/ })
              .click();
            await expect(page).toHaveURL(`/policy/${numberOf(policy)}`);
            await expect(page).toHaveTitle(`Policy overview | ${brand.brand.name}`);
            await checkPolicyDetail(page, brand, policy);
            await expectNoAxeViolations(page);
            if (index < 3) await snap(page, `policy-${numberOf(policy)}`);
            if (await openSpecialProvisions(page, policy)) {
              await expectNoAxeViolations(page);
              await page.keyboard.press('Escape');
              await expect(page.getByRole('dialog')).toHaveCount(0);
            }
            await page.goBack();
            await ready(page);
          }
        },
      );
    }

    if (perCountry.includes(b))
      test('a policy number that is not the customer’s shows the not-found page', async ({ page, brand, expectNoAxeViolations }) => {
        const id = firstPersona(brand.brand.id);
        await signInAs(page, brand, id);
        await ready(page);
        await page.goto(`/policy/${policyOfAnotherBrand(brand.brand.id)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Policy overview' })).toHaveCount(0);
        await expectNoAxeViolations(page);
      });

    if (returnNotice.includes(b))
      test('back from a payment update: the 10-second notice after ?success=1, the error banner after ?error=true', async ({
        page,
        brand,
        expectNoAxeViolations,
        snap,
      }) => {
        const id = firstPersona(brand.brand.id);
        const n = numberOf(firstActive(id)!);
        // The page's clock is the test's (it also runs on its own): the notice's ten seconds pass without waiting for them.
        await page.clock.install();
        await signInAs(page, brand, id, { to: `/policy/${n}?success=1` });
        const notice = page.getByRole('status').filter({ hasText: 'Your payment details have been updated' });
        await expect(notice).toBeVisible();
        await expectNoAxeViolations(page);
        await page.clock.fastForward(4_000);
        await expect(notice, 'still there before ten seconds').toBeVisible();
        await page.clock.fastForward(6_500);
        await expect(notice).toHaveCount(0, { timeout: 1_000 });

        await page.goto(`/policy/${n}?error=true`);
        const html = brand.regional.regionalisation.pages.policyDetails.paymentUpdateErrorHtml;
        const text = html.replace(/<[^>]+>/g, '').replace('{phone}', brand.brand.phone);
        await expect(page.getByRole('alert')).toContainText(text);
        await expectNoAxeViolations(page);
        await snap(page, 'policy-payment-update-error');
      });

    if (redirects.includes(b))
      test('redirect parameters on / go to the payment update, Pay Now and documents', async ({ page, brand }) => {
        const id = firstPersona(brand.brand.id);
        const n = numberOf(firstActive(id)!);
        await signInAs(page, brand, id);
        await ready(page);
        // Every client-side navigation is recorded: the target page may itself move on (Pay Now sends a policy with
        // nothing overdue back to /), so the test asks whether the dashboard's redirect went there, not where it ended.
        await page.addInitScript(() => {
          const w = window as unknown as { __paths: string[] };
          w.__paths = [];
          for (const method of ['pushState', 'replaceState'] as const) {
            const original = history[method].bind(history);
            history[method] = (...args: Parameters<History['pushState']>) => {
              original(...args);
              w.__paths.push(location.pathname);
            };
          }
        });
        for (const [dest, to] of [
          ['updatepayment', `/update/payment/${n}`],
          ['payment', `/payment/${n}`],
          ['correspondence', `/documents/${n}`],
        ]) {
          await page.goto(`/?dest=${dest}&policy=${n}`);
          await expect.poll(() => page.evaluate(() => (window as unknown as { __paths: string[] }).__paths)).toContain(to);
        }
      });
  }));

test.describe('policies: banners', () => {
  forBrands(
    covering(
      [country],
      brandsWhere((b) => personasOfBrand(b.brand.id).some(hasCrossSell)),
    ),
    (b) => {
      test('cross-sell: Request a Call opens the callback link in a new tab and marks it used; Maybe Later suppresses it', async ({
        page,
        context,
        brand,
        expectNoAxeViolations,
      }) => {
        const id = personasOfBrand(b.brand.id).find(hasCrossSell);
        // Answer the two actions here, so the shared sandbox keeps offering the banner to the other tests.
        const actions: Array<{ path: string; body: unknown }> = [];
        await page.route(/\/api\/v1\/FeatureManagement\/(suppress|markused)$/, async (route) => {
          const body = route.request().postDataJSON() as { FeatureId: number };
          actions.push({ path: new URL(route.request().url()).pathname, body });
          await route.fulfill({ json: { FeatureId: body.FeatureId, IsSuccess: true } });
        });
        await context.route(/^https:\/\/.*request-a-call/, (route) => route.fulfill({ body: '<title>Request a call</title>' }));
        await signInAs(page, brand, id as PersonaId);
        await ready(page);
        const banner = page.getByRole('status', { name: 'Could your family be better protected?' });
        const call = banner.getByRole('link', { name: 'Request a Call (opens in a new tab)' });
        await expect(call).toHaveAttribute('target', '_blank');
        await expect(call).toHaveAttribute('href', `https://${brand.brand.domain}/request-a-call`);
        await expectNoAxeViolations(page);

        const popup = context.waitForEvent('page');
        await call.click();
        await (await popup).close();
        await expect(banner).toHaveCount(0);
        expect(actions).toEqual([{ path: apiPaths.markFeatureUsed, body: expect.objectContaining({ FeatureId: 1 }) }]);

        await page.reload();
        await ready(page);
        await banner.getByRole('button', { name: 'Maybe Later' }).click();
        await expect(banner).toHaveCount(0);
        await expect.poll(() => actions.map((a) => a.path)).toContain(apiPaths.suppressFeature);
      });
    },
  );

  test.describe('a pending payment', () =>
    forBrands(
      brandsWhere((b) => pendingPersonaOf(b.brand.id)),
      (b) => {
        // The sandbox clears a pending payment once, for good: this test has a sandbox of its own, with a short clear time.
        let sandbox: PrivateSandbox | undefined;
        test.beforeAll(async () => {
          sandbox = await startPrivateSandbox({ pendingClearMs: 3000 });
        });
        test.afterAll(() => sandbox?.stop());

        test('shows Processing Payment (and, in Pay Now variant A, Processing overdue payment) until polling clears it', async ({
          page,
          brand,
          expectNoAxeViolations,
        }) => {
          const id = pendingPersonaOf(b.brand.id);
          test.setTimeout(60_000);
          const n = numberOf(policiesOf(id as PersonaId).find((p) => p.realtime === 'pending-473')!);
          await routeApiTo(page, sandbox!.url);
          // The page's clock is the test's, so the 15-second poll comes when the test says (the sandbox's 3 seconds are
          // real: they have passed by then).
          await page.clock.install();
          await signInAs(page, brand, id as PersonaId, { sandboxUrl: sandbox!.url });
          await ready(page);
          const processing = page.getByText('Processing overdue payment', { exact: true });
          const status = cardOf(page, n).getByText('Processing Payment', { exact: true });
          await expect(status).toBeVisible();
          await expect(processing).toHaveCount(brand.regional.featureFlag.payNowWorkflowType === 'A' ? 1 : 0);
          await expectNoAxeViolations(page);

          // The next check comes 15 seconds later, by polling alone (its exact interval has unit tests); the payment has
          // cleared by then (204).
          await page.waitForTimeout(3_000);
          const polled = page.waitForResponse((r) => r.url().includes(`getrealtimepayments?clientPolicyNumber=${n}`));
          await page.clock.fastForward(15_000);
          expect((await polled).status()).toBe(204);
          await expect(status).toHaveCount(0);
          await expect(processing).toHaveCount(0);
          await expect(cardOf(page, n)).toContainText('Active');
        });
      },
    ));

  forBrands(
    brandsWhere((b) => dishonourPersonaOf(b.brand.id)),
    (b) => {
      test('extended dishonour: the final-opportunity notice only when the brand has the feature on', async ({
        page,
        brand,
        expectNoAxeViolations,
        snap,
      }) => {
        const id = dishonourPersonaOf(b.brand.id);
        const inDishonour = policiesOf(id as PersonaId).filter((p) => p.detail.PolicySummary.ExtendedDishonourPeriodStatusId).length;
        // Visible only: a banner row keeps the room of a held row's text under its own, hidden (ReservedLine).
        const notice = page.getByText(/final opportunity to pay the total overdue amount/).filter({ visible: true });
        await signInAs(page, brand, id as PersonaId);
        await ready(page);
        await expect(page.getByRole('status').filter({ hasText: 'You have overdue payments' })).toBeVisible();
        await expect(notice).toHaveCount(brand.regional.featureFlag.extendedDishonourPolicies ? inDishonour : 0);

        // The same customer with the feature switched on in the brand's regional configuration.
        await page.route('**/configResponse.json', async (route) => {
          const entries = (await (await route.fetch()).json()) as Array<{ featureFlag: Record<string, unknown> }>;
          await route.fulfill({ json: entries.map((e) => ({ ...e, featureFlag: { ...e.featureFlag, extendedDishonourPolicies: true } })) });
        });
        await page.reload();
        await ready(page);
        await expect(notice).toHaveCount(inDishonour);
        await expectNoAxeViolations(page);
        await snap(page, 'dashboard-extended-dishonour');
      });
    },
  );
});
