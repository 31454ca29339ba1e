import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { seedFixtures, type PersonaId } from '@portal/sandbox-api';
import { storedSession } from './auth-steps';
import { numberOf, policiesOf } from './policies-data';

/** Where the served configuration sends telemetry (the sandbox's collector on the portal's own origin). */
export const COLLECTOR_PATH = '/__sandbox/telemetry';

/** A report as the sandbox's collector keeps it: the wire format's report, stamped with its batch's brand, release and page. */
export type Stored = Record<string, unknown> & {
  type: string;
  brand?: string;
  release?: string;
  page?: string;
  route?: string;
  name?: string;
};

/** Everything the sandbox's collector holds, read through the portal's origin (nginx sends /__sandbox to the sandbox). */
export async function collected(page: Page): Promise<Stored[]> {
  const response = await page.request.get(COLLECTOR_PATH);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { reports: Stored[] }).reports;
}

/**
 * Leaves the page for one that runs no app: its pagehide and visibilitychange send what is queued (keepalive fetches).
 * The test's request routes go first: Chromium drops an intercepted page's keepalive requests once it is left.
 */
export async function leave(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto('/503.html');
}

const letters = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * Marks the page load among every page of the suite that reports to the shared collector: an uncaught error with a
 * word of random letters (which scrubbing keeps). The marker's report names the page load (its batch's `page`).
 */
export async function markPage(page: Page, marker = `Marker ${letters()}`, times = 1): Promise<string> {
  await page.evaluate(
    ([text, n]) =>
      new Promise<void>((thrown) => {
        for (let i = 0; i < n; i++) {
          setTimeout(() => {
            if (i === n - 1) setTimeout(thrown);
            throw new Error(text);
          });
        }
      }),
    [marker, times] as const,
  );
  return marker;
}

export const randomWord = letters;

/** Once the marker has arrived: every report of the page load it names, the marker's own included. */
export async function reportsOfMarkedPage(page: Page, marker: string): Promise<Stored[]> {
  const find = async () => (await collected(page)).find((r) => isMarker(r, marker));
  await expect.poll(find, { message: `the report of "${marker}"`, timeout: 10_000 }).toBeTruthy();
  const { page: id } = (await find()) as Stored;
  expect(id).toBeTruthy();
  return (await collected(page)).filter((r) => r.page === id);
}

/** The release a brand's artifact reports: its build-manifest.json's version and commit (releaseId in tools/vite-config). */
export function releaseOf(slug: string): string {
  const file = resolve(import.meta.dirname, '../../../dist/apps', slug, 'build-manifest.json');
  const { version, commit } = JSON.parse(readFileSync(file, 'utf8')) as { version: string; commit: string };
  return `${version}+${commit.slice(0, 12)}`;
}

export function expectStamped(reports: Stored[], slug: string): void {
  for (const report of reports) expect(report, JSON.stringify(report)).toMatchObject({ brand: slug, release: releaseOf(slug) });
}

const fixtures = seedFixtures();

export const isMarker = (report: Stored, marker: string) => report.type === 'error' && String(report['message']).startsWith(marker);

/** Every personal value of a signed-in persona the page had: its details, policy numbers, session token and login id. */
export async function personalValuesOf(page: Page, personaId: PersonaId): Promise<string[]> {
  const fixture = fixtures.find((f) => f.login.id === personaId);
  if (!fixture) throw new Error(`No fixture for ${personaId}`);
  const { login, customer } = fixture;
  const session = await storedSession(page);
  const [year, month, day] = login.dob.split('-');
  return [
    login.email,
    login.mobile,
    login.name,
    login.dob,
    `${day}/${month}/${year}`,
    customer.FirstName,
    customer.LastName,
    customer.Email,
    customer.MobilePhone,
    customer.HomePhone,
    ...policiesOf(personaId).map(numberOf),
    session?.token,
    session?.customerLoginId,
  ]
    .filter((v): v is string => typeof v === 'string' && v.trim().length >= 4)
    .flatMap((v) => [v, v.replace(/\D/g, '').length >= 6 ? v.replace(/\D/g, '') : v]);
}

export function expectNoPersonalValue(reports: Stored[], values: string[]): void {
  const payload = JSON.stringify(reports);
  for (const value of values) {
    expect(payload, `a personal value (${value}) reached the collector`).not.toContain(value);
    expect(payload, `a personal value (${value}) reached the collector`).not.toContain(encodeURIComponent(value));
  }
}
