import type { Page } from '@playwright/test';
import { apiPaths } from '@portal/core-api';
import { VITALS_OBSERVED_MARK } from '@portal/telemetry';
import { expect, test } from './fixtures';
import { country, covering, forBrands, type Brand } from './matrix';
import { numberOf, personasOfBrand, policiesOf } from './policies-data';
import { routeApiTo, startPrivateSandbox, type PrivateSandbox } from './private-sandbox';
import { signInAs } from './sign-in-as';
import {
  expectNoPersonalValue,
  expectStamped,
  isMarker,
  leave,
  markPage,
  personalValuesOf,
  randomWord,
  reportsOfMarkedPage,
  type Stored,
} from './telemetry-steps';

/**
 * Issue #27 in the browser, served by nginx with telemetry switched on in the served configuration (the suite's
 * overlay): each kind of failure reaches the sandbox's collector as exactly one report, stamped with the brand, the
 * release and the route template, carrying no personal value; Web Vitals arrive for /login and / after a visit.
 * Every page of the suite reports to the shared sandbox's collector (beacons leave as the page is left, beyond
 * Playwright's routing): a test marks its page load with an uncaught error of random letters and reads that page
 * load's reports (telemetry-steps.ts). Faults go to a private sandbox. One brand of each country, each test in one.
 */
let sandbox: PrivateSandbox;
test.beforeAll(async () => {
  sandbox = await startPrivateSandbox();
});
test.afterAll(() => sandbox?.stop());

const brands = covering([country]);
const nth = (i: number) => [brands[i % brands.length] as Brand];
const personaOf = (b: Brand) => personasOfBrand(b.brand.id)[0]!;
const policyOf = (b: Brand) => numberOf(policiesOf(personaOf(b))[0]!);
const POLICY_ROUTE = '/policy/:policyNumber';

/** Signed in on `to` (default a policy's page, its number in the URL) with telemetry's lazy engine loaded. */
async function signedInOn(page: Page, b: Brand, to = `/policy/${policyOf(b)}`, sandboxUrl?: string): Promise<void> {
  const engine = page.waitForResponse((r) => /\/assets\/engine-[\w-]+\.js$/.test(r.url()));
  await signInAs(page, b, personaOf(b), { to, ...(sandboxUrl ? { sandboxUrl } : {}) });
  expect((await engine).status()).toBe(200);
}

/** Marks the page, leaves it, and expects its load to have sent one report besides the marker and Web Vitals. */
async function expectOneReport(
  page: Page,
  b: Brand,
  personal: string[],
  expected: Record<string, unknown>,
  marker?: string,
): Promise<Stored> {
  // No call in flight when the page is left: a body read the unload cuts is reported as an API failure.
  await page.waitForLoadState('networkidle');
  const mark = marker ?? (await markPage(page));
  await leave(page);
  const ofPage = await reportsOfMarkedPage(page, mark);
  const reports = ofPage.filter((r) => r.type !== 'vital' && (marker !== undefined || !isMarker(r, mark)));
  expect(reports, JSON.stringify(reports)).toHaveLength(1);
  expect(reports[0]).toMatchObject({ count: 1, ...expected });
  expectStamped(ofPage, b.brand.slug);
  expectNoPersonalValue(ofPage, personal);
  return reports[0]!;
}

forBrands(nth(0), (b) => {
  test('an uncaught error is one report, its message scrubbed of the personal values in it', async ({ page, brand }) => {
    await signedInOn(page, brand);
    const personal = await personalValuesOf(page, personaOf(b));
    const word = randomWord();
    // Thrown three times: a loop of one error is one report with its count.
    await page.waitForLoadState('networkidle');
    const marker = await markPage(page, `Injected ${word} failure for policy ${policyOf(b)} of ${personal.join(' ')}`, 3);
    const report = await expectOneReport(
      page,
      b,
      personal,
      { type: 'error', source: 'uncaught', name: 'Error', route: POLICY_ROUTE, count: 3 },
      `Injected ${word} failure for policy `,
    );
    expect(marker).toContain(policyOf(b));
    expect(String(report['stack'])).toContain(`Error: Injected ${word} failure`);
  });
});

forBrands(nth(1), (b) => {
  test('a 500 on policy detail is one report of the call and its status', async ({ page, brand }) => {
    await page.request.delete(`${sandbox.url}/__sandbox/faults`);
    await routeApiTo(page, sandbox.url);
    expect(
      (await page.request.post(`${sandbox.url}/__sandbox/faults`, { data: { route: apiPaths.getPolicyDetail, status: 500 } })).status(),
    ).toBe(201);
    try {
      await signedInOn(page, brand, undefined, sandbox.url);
      await expect(page.getByText('We could not load the details of this policy.', { exact: false })).toBeVisible({ timeout: 15_000 });
      const personal = await personalValuesOf(page, personaOf(b));
      await expectOneReport(page, b, personal, { type: 'api', call: 'getPolicyDetail', status: 500, route: POLICY_ROUTE });
    } finally {
      await page.request.delete(`${sandbox.url}/__sandbox/faults`);
    }
  });
});

forBrands(nth(2), (b) => {
  test('a page chunk gone after a deploy is one report, sent from the page that shows the failure', async ({ page, brand }) => {
    await signedInOn(page, brand);
    const personal = await personalValuesOf(page, personaOf(b));
    await page.route(/\/assets\/contacts-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    // The portal reloads once to the new deploy; the page that shows the failure loads the engine again.
    const engine = page.waitForResponse((r) => /\/assets\/engine-[\w-]+\.js$/.test(r.url()));
    await page.getByRole('link', { name: 'Contact details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
    await engine;
    const report = await expectOneReport(page, b, personal, { type: 'error', source: 'chunk', route: '/contacts' });
    expect(String(report['message'])).toMatch(/dynamically imported module/);
  });
});

forBrands(nth(3), (b) => {
  test('a frame from a host the policy refuses is one CSP report of the directive and the host', async ({ page, brand, cspViolations }) => {
    cspViolations.allow((v) => v.directive === 'frame-src' && v.blocked.startsWith('https://refused.example'));
    // The contact details page: the customer's name, e-mail, phones and address on it.
    await signedInOn(page, brand, '/contacts');
    await expect(page.getByRole('table', { name: 'Customer contact details' })).toBeVisible({ timeout: 15_000 });
    const personal = await personalValuesOf(page, personaOf(b));
    await page.evaluate((number) => {
      const frame = document.createElement('iframe');
      frame.src = `https://refused.example/frame/${number}?policy=${number}`;
      document.body.append(frame);
    }, policyOf(b));
    await expect.poll(() => cspViolations.all.length).toBeGreaterThan(0);
    await expectOneReport(page, b, personal, {
      type: 'csp',
      directive: 'frame-src',
      blocked: 'https://refused.example',
      route: '/contacts',
    });
  });
});

forBrands(nth(4), (b) => {
  test('Web Vitals of /login and of / arrive after a visit, by route template', async ({ page, brand }) => {
    // Not the web-vitals chunk's arrival: a page left before its observers are registered would report nothing.
    const vitalsObserved = () => page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, VITALS_OBSERVED_MARK);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await vitalsObserved();
    const login = await markPage(page);
    // Leaves /login for a page that runs no app, then opens / signed in.
    await signInAs(page, brand, personaOf(b));
    await expect(page.getByRole('link', { name: /^View policy / }).first()).toBeVisible({ timeout: 15_000 });
    await vitalsObserved();
    const personal = await personalValuesOf(page, personaOf(b));
    const home = await markPage(page);
    await leave(page);
    for (const [marker, route] of [
      [login, '/login'],
      [home, '/'],
    ] as const) {
      const names = async () => [
        ...new Set((await reportsOfMarkedPage(page, marker)).filter((r) => r.type === 'vital' && r.route === route).map((r) => r.name)),
      ];
      await expect.poll(names, { message: `vitals of ${route}`, timeout: 10_000 }).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
      const ofPage = await reportsOfMarkedPage(page, marker);
      expect(
        ofPage.filter((r) => r.type !== 'vital' && !isMarker(r, marker)),
        'nothing but vitals',
      ).toEqual([]);
      expect(ofPage.filter((r) => r.type === 'vital').map((r) => r.route)).toEqual(
        ofPage.filter((r) => r.type === 'vital').map(() => route),
      );
      expectStamped(ofPage, b.brand.slug);
      expectNoPersonalValue(ofPage, personal);
    }
  });
});
