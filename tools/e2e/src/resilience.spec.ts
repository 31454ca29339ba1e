import type { Page } from '@playwright/test';
import { outcomeOf, type Fault } from '@portal/session/testing/fault-matrix';
import { apiPaths } from '@portal/core-api';
import { storedSession } from './auth-steps';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { allBrands, brandsNamed, country, covering, forBrands, type Brand } from './matrix';
import { personasOfBrand } from './policies-data';
import { routeApiTo, startPrivateSandbox, type PrivateSandbox } from './private-sandbox';

/**
 * Issue #16 in the browser: the fault matrix's cells on the dashboard's call (getcustomerdetail) walked in one page
 * session for one brand, a representative pair of cells for every brand, and the page lifecycle (a chunk gone after a
 * deploy, offline, the back/forward cache, two tabs) once per country. Every cell of docs/fault-matrix.md is also
 * checked against the sandbox by tools/scripts/src/fault-matrix.test.ts; the time-out cells are left to that test and
 * the client's unit tests (a real time-out is 30 s a try).
 * Faults go to a private sandbox per worker (they are global to a sandbox), the page's API calls routed to it.
 */
let sandbox: PrivateSandbox;
test.beforeAll(async () => {
  sandbox = await startPrivateSandbox();
});
test.afterAll(() => sandbox?.stop());

const personaOf = (b: Brand) => personasOfBrand(b.brand.id)[0]!;
const dashboardCall = apiPaths.getCustomerDetail;

async function fault(page: Page, body: Record<string, unknown>) {
  await page.request.delete(`${sandbox.url}/__sandbox/faults`);
  if (Object.keys(body).length) expect((await page.request.post(`${sandbox.url}/__sandbox/faults`, { data: body })).status()).toBe(201);
}
const faultBody = (f: Fault): Record<string, unknown> =>
  f === 'network'
    ? { route: dashboardCall, mode: 'drop' }
    : f === 'malformed'
      ? { route: dashboardCall, mode: 'malformed' }
      : { route: dashboardCall, status: Number(f) };

/** Opens the dashboard under `f` and checks the matrix's outcome for getcustomerdetail × f. */
async function expectDashboardOutcome(page: Page, brand: Brand, f: Fault) {
  await fault(page, faultBody(f));
  await page.goto('/');
  const outcome = outcomeOf('getCustomerDetail', f);
  if (outcome === 'load-failed') {
    const message = page.getByText('We could not load your policies.');
    await expect(message, `${f}: load-failed`).toHaveText(
      `We could not load your policies. Please try again later, or call us on ${brand.brand.phone}.`,
    );
  } else if (outcome === 'unavailable-page') {
    await expect(page, `${f}: /503.html`).toHaveURL(/\/503\.html$/);
    await expect(page.getByText(brand.brand.phone).first()).toBeVisible();
  } else if (outcome === 'session-ends') {
    await expect(page, `${f}: session ends`).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
  } else {
    throw new Error(`No browser check for ${outcome}`);
  }
  await fault(page, {});
}

test.describe('the fault matrix in the browser', () => {
  forBrands(brandsNamed('wattlebird'), (b) => {
    test('getcustomerdetail: every fault but the time-out, walked in one session, has its outcome', async ({ page, brand }) => {
      test.setTimeout(120_000);
      await routeApiTo(page, sandbox.url);
      await signInAs(page, brand, personaOf(b), { sandboxUrl: sandbox.url });
      // 401 last: it ends the session.
      for (const f of ['403', '404', '419', '500', 'malformed', '503', 'network', '401'] as const)
        await expectDashboardOutcome(page, brand, f);
    });
  });

  forBrands(allBrands, (b) => {
    test('a server failure shows the branded message with the phone; a 503 the branded page', async ({ page, brand }) => {
      test.setTimeout(60_000);
      await routeApiTo(page, sandbox.url);
      await signInAs(page, brand, personaOf(b), { sandboxUrl: sandbox.url });
      await expectDashboardOutcome(page, brand, '500');
      await expectDashboardOutcome(page, brand, '503');
    });
  });
});

test.describe('the page lifecycle', () =>
  forBrands(covering([country]), (b) => {
    test('a page chunk gone after a deploy reloads once, then shows a branded message; Try again recovers', async ({ page, brand }) => {
      await signInAs(page, brand, personaOf(b));
      await page.route(/\/assets\/contacts-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      let loads = 0;
      page.on('load', () => void (loads += 1));
      await page.getByRole('link', { name: 'Contact details' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(`We could not show this page. Please try again, or call us on ${brand.brand.phone}.`)).toBeVisible();
      expect(loads, 'reloaded exactly once').toBe(1);
      expect(await page.evaluate(() => sessionStorage.getItem('portal:chunk-reload'))).toMatch(/^\d+$/);
      await expect(page).toHaveURL(/\/contacts$/);
      await page.unroute(/\/assets\/contacts-page-[^/]+\.js$/);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My contact details' })).toBeVisible();
    });

    test('offline: a polite notice, the form keeps what was typed, and a save waits for the connection, then goes once', async ({
      page,
      context,
      brand,
    }) => {
      // A private sandbox: the save changes the persona.
      await routeApiTo(page, sandbox.url);
      await signInAs(page, brand, personaOf(b), { to: '/contacts/update', sandboxUrl: sandbox.url });
      const email = page.getByRole('textbox', { name: /^E-mail address/ });
      await email.fill('still.here@example.com');
      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveAttribute('aria-live', 'polite');
      await expect(email).toHaveValue('still.here@example.com');
      const saves: string[] = [];
      page.on('request', (r) => void (r.url().includes('updatecustomercontactdetail') && saves.push(r.url())));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(/\/contacts\/update$/);
      await expect(email).toHaveValue('still.here@example.com');
      expect(saves).toHaveLength(0);
      await context.setOffline(false);
      await expect(page.getByText('You are offline')).toHaveCount(0);
      await expect(page).toHaveURL(/\/contacts\?success=1$/, { timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: 'Your contact details have been updated' })).toBeVisible();
      expect(saves).toHaveLength(1);
      await page.request.post(`${sandbox.url}/__sandbox/reset`);
    });

    test('restored from the back/forward cache the page starts afresh; after logout Back shows no personal data', async ({
      page,
      brand,
    }) => {
      await signInAs(page, brand, personaOf(b));
      const dashboard = page.getByRole('region', { name: 'My insurance policies' });
      await expect(dashboard).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      const policyLinks = dashboard.getByRole('link', { name: /^View policy \d+$/ });
      await expect(policyLinks.first()).toBeVisible();
      await page.evaluate(() => ((window as unknown as { staleMarker: number }).staleMarker = 1));
      await page.goto('/503.html');
      await page.goBack();
      await expect(dashboard).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { staleMarker?: number }).staleMarker)).toBeUndefined();

      await page.getByRole('link', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'My Account Login' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^View policy \d+$/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Log out' })).toHaveCount(0);
    });

    test('two tabs: logging out in the first ends the session in the second', async ({ page, context, brand }) => {
      await signInAs(page, brand, personaOf(b));
      const second = await context.newPage();
      await second.goto('/contacts');
      await expect(second.getByRole('heading', { level: 1, name: 'My contact details' })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(second).toHaveURL(/\/login$/);
      await expect(second.getByRole('table', { name: 'Customer contact details' })).toHaveCount(0);
      expect(await storedSession(second)).toBeNull();
    });
  }));
