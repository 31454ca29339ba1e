import type { Page } from '@playwright/test';
import { CALLS, OUTCOMES, outcomeOf, type CallId, type Fault, type Outcome } from '@portal/testing/fault-matrix';
import { apiPaths } from '@portal/core-api';
import { enterCode, fillCredentials, mustPersonaOf, storedSession, submitCredentials } from './auth-steps';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';
import { allBrands, brandsNamed, country, covering, forBrands, type Brand } from './matrix';
import { isInactive, isPayable, methodOf, numberOf, personasOfBrand, policiesOf } from './policies-data';
import { routeApiTo, startPrivateSandbox, type PrivateSandbox } from './private-sandbox';

/**
 * Issue #16 in the browser: the fault matrix's cells on the dashboard's call (getcustomerdetail) walked in one page
 * session for one brand, a representative pair of cells for every brand, one cell of each feature library's own call
 * for one brand (issue #30), and the page lifecycle (a chunk gone after a
 * deploy, offline, the back/forward cache, two tabs) once per country. Every cell of docs/fault-matrix.md is also
 * checked against the sandbox by tools/scripts/src/workspace/fault-matrix.test.ts; the time-out cells are left to that test and
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
const faultBody = (f: Fault, route: string = dashboardCall): Record<string, unknown> =>
  f === 'network' ? { route, mode: 'drop' } : f === 'malformed' ? { route, mode: 'malformed' } : { route, status: Number(f) };

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
  } else if (outcome === 'session-ends' && f === '403') {
    // Section 8: the region's account-locked message, only 'Return to Log In'.
    await expect(page, `${f}: session ends, locked`).toHaveURL(/\/login$/);
    const locked = brand.regional.regionalisation.accountLockMessage.replace(/<[^>]+>/g, '').replace('{phone}', brand.brand.phone);
    await expect(page.getByRole('alert'), `${f}: the locked message`).toHaveText(locked);
    await expect(page.getByRole('main').getByRole('button')).toHaveText(['Return to Log In']);
    expect(await storedSession(page)).toBeNull();
  } else if (outcome === 'session-ends') {
    await expect(page, `${f}: session ends`).toHaveURL(/\/login$/);
    // The login page says why, as an alert.
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' }), `${f}: the login page says why`).toHaveText(
      'Your session has ended, so you have been logged out. Please log in again to continue.',
    );
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
      // 401 last: it ends the session; then a new session for the 403, which ends it too (locked).
      for (const f of ['404', '419', '500', 'malformed', '503', 'network', '401'] as const) await expectDashboardOutcome(page, brand, f);
      await signInAs(page, brand, personaOf(b), { sandboxUrl: sandbox.url });
      await expectDashboardOutcome(page, brand, '403');
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

/**
 * The message the matrix quotes for an outcome (section 8's wording), the brand's phone filled in; the load failures
 * are each page's own, so the matrix quotes none for them.
 */
function quotedBy(outcome: Outcome, phone: string): string {
  const quoted = /'([^']+)'/.exec(OUTCOMES[outcome])?.[1];
  if (!quoted) throw new Error(`The fault matrix quotes no message for ${outcome}`);
  return quoted.replace('{phone}', phone);
}

/** Injects `f` into every call of `call` until the test ends, and checks the matrix gives the cell the outcome the test shows. */
async function injectCell(page: Page, call: CallId, f: Fault, outcome: Outcome) {
  expect(outcomeOf(call, f), `${call} × ${f}`).toBe(outcome);
  await fault(page, faultBody(f, CALLS[call].path));
}

/** A persona of the brand and one of its policies that `keep` accepts (chosen by data, never by name). */
function customerWith(b: Brand, keep: (policy: ReturnType<typeof policiesOf>[number]) => boolean) {
  for (const id of personasOfBrand(b.brand.id)) {
    const policy = policiesOf(id).find(keep);
    if (policy) return { id, n: numberOf(policy) };
  }
  throw new Error(`No customer of ${b.brand.slug} has the policy this cell needs`);
}

/**
 * One cell of each feature library's own call, in the browser, for one brand: the fault goes in before the page that
 * makes the call opens (each test signs in once), and the customer sees the matrix's outcome with the brand's wording.
 * The other cells of these calls are the DOM suites' (`*.fault-cells.test.tsx`) and the client contract test's.
 */
test.describe('one call of each feature library in the browser', () => {
  test.afterEach(async ({ page }) => fault(page, {}));

  forBrands(brandsNamed('wattlebird'), (b) => {
    test('policies: getpolicydetail 500, retried, ends in the policy page’s load failure with the phone', async ({ page, brand }) => {
      const { id, n } = customerWith(b, (p) => !isInactive(p));
      await routeApiTo(page, sandbox.url);
      await injectCell(page, 'getPolicyDetail', '500', 'load-failed');
      await signInAs(page, brand, id, { to: `/policy/${n}`, sandboxUrl: sandbox.url });
      await expect(page.getByRole('alert')).toHaveText(
        `We could not load the details of this policy. Please try again later, or call us on ${brand.brand.phone}.`,
        { timeout: 15_000 },
      );
      await expect(page.getByRole('region', { name: 'Payment details' })).toHaveCount(0);
    });

    test('documents: getdocumentlist 500, retried, ends in the documents page’s load failure', async ({ page, brand }) => {
      const { id, n } = customerWith(b, (p) => p.documents.length > 0);
      await routeApiTo(page, sandbox.url);
      await injectCell(page, 'getDocumentList', '500', 'load-failed');
      await signInAs(page, brand, id, { to: `/documents/${n}`, sandboxUrl: sandbox.url });
      await expect(page.getByRole('alert')).toHaveText('We could not load your documents. Please try again later.', { timeout: 15_000 });
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    test('paynow: getrealtimepayments 500, retried, ends in the Pay Now failure with the phone, nothing to pay', async ({
      page,
      brand,
    }) => {
      const { id, n } = customerWith(b, (p) => isPayable(p) && !p.detail.PolicySummary.ExtendedDishonourPeriodStatusId);
      await routeApiTo(page, sandbox.url);
      await injectCell(page, 'getRealtimePayments', '500', 'load-failed');
      await signInAs(page, brand, id, { to: `/payment/${n}`, sandboxUrl: sandbox.url });
      const failure = page.getByRole('alert').filter({ hasText: 'An error occured processing your payment' });
      await expect(failure).toContainText(
        `Please try again or contact our support team on ${brand.brand.phone} and we'll be happy to help.`,
        { timeout: 15_000 },
      );
      await expect(page.getByRole('group', { name: 'Outstanding payments' })).toHaveCount(0);
    });

    test('payment-update: ValidateAndGetTokens 500 (not retried: a token is single use) shows the form failure with the phone', async ({
      page,
      brand,
    }) => {
      const { id, n } = customerWith(b, (p) => !isInactive(p) && methodOf(p) !== 'cheque');
      await routeApiTo(page, sandbox.url);
      await injectCell(page, 'validateAndGetTokens', '500', 'payment-form-failed');
      await signInAs(page, brand, id, { to: `/update/payment/${n}`, sandboxUrl: sandbox.url });
      await expect(page.getByRole('alert')).toHaveText(
        `The secure payment form could not be loaded. Please try again later or call us on ${brand.brand.phone}.`,
      );
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    });

    test('contacts: updatecustomercontactdetail 500 shows section 8’s message with the phone; the form keeps its values', async ({
      page,
      brand,
    }) => {
      await routeApiTo(page, sandbox.url);
      await signInAs(page, brand, personaOf(b), { to: '/contacts/update', sandboxUrl: sandbox.url });
      const email = page.getByRole('textbox', { name: /^E-mail address/ });
      await email.fill('kept.here@example.com');
      await injectCell(page, 'updateCustomerContactDetail', '500', 'contact-update-failed');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'We were unable to update your contact details.' })).toHaveText(
        quotedBy('contact-update-failed', brand.brand.phone),
      );
      await expect(email).toHaveValue('kept.here@example.com');
      await expect(page).toHaveURL(/\/contacts\/update$/);
    });

    test('auth: validateotp 419 says the code expired (section 8) and returns to an empty login form', async ({ page, brand }) => {
      await routeApiTo(page, sandbox.url);
      await injectCell(page, 'validateOtp', '419', 'otp-expired');
      await page.goto('/login');
      await fillCredentials(page, brand, mustPersonaOf(brand));
      expect((await submitCredentials(page)).status).toBe(200);
      // Any code: the sandbox answers 419 whatever was typed.
      await enterCode(page, '123456');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText(quotedBy('otp-expired', brand.brand.phone));
      await expect(page.getByLabel('Mobile number')).toHaveValue('');
      expect(await storedSession(page)).toBeNull();
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
      // The page's notice at the top, and the form's beside Save, where the customer acts: both polite live regions.
      const notices = page.getByRole('status').filter({ hasText: 'You are offline' });
      await expect(notices).toHaveCount(2);
      for (const notice of await notices.all()) await expect(notice).toHaveAttribute('aria-live', 'polite');
      const besideSave = page.locator('form').getByRole('status').filter({ hasText: 'You are offline' });
      await expect(besideSave).toHaveText('You are offline. You can keep editing: Save will wait for the connection.');
      await expect(email).toHaveValue('still.here@example.com');
      const saves: string[] = [];
      page.on('request', (r) => void (r.url().includes('updatecustomercontactdetail') && saves.push(r.url())));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(besideSave).toHaveText('You are offline. Your details will be saved as soon as you are back online.');
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
