import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnginePage, Handle } from './engine';
import { countMatches, firstMatch, installQueries, type Query } from './in-page-queries';
import { watchPage } from './in-page-watch';

/** How long a step waits for the page (the Playwright suite's expect timeout, plus room for two slower engines). */
const WAIT_MS = 15_000;

/** Polls `check` until it returns something truthy; fails with `what` and the last value after `timeout` ms. */
export async function until<T>(what: string, check: () => Promise<T>, timeout = WAIT_MS): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await check();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The queries (and the CSP and error watch) in the current document; a no-op when already there. */
const prepare = async (page: EnginePage) => {
  await page.run(installQueries);
  await page.run(watchPage);
};

const describe = (q: Query) => JSON.stringify(q);

export async function find(page: EnginePage, q: Query, timeout?: number): Promise<Handle> {
  return until(
    `${describe(q)} on ${await page.url().catch(() => '?')}`,
    async () => {
      await prepare(page);
      return page.element(firstMatch, q);
    },
    timeout,
  );
}

export const see = async (page: EnginePage, q: Query, timeout?: number) => void (await find(page, q, timeout));

export async function count(page: EnginePage, q: Query): Promise<number> {
  await prepare(page);
  return page.run(countMatches, q);
}

/**
 * The element once a customer could use it (Playwright's actionability): enabled. The login form is served
 * prerendered with its controls disabled until React hydrates them; a key sent before that is lost (a slow CI
 * machine typed the mobile number into nothing).
 */
async function actionable(page: EnginePage, q: Query): Promise<Handle> {
  const handle = await find(page, q);
  await until(`${describe(q)} to be enabled`, () => handle.run((el) => !el.matches(':disabled')));
  return handle;
}

export const click = async (page: EnginePage, q: Query) => (await actionable(page, q)).click();

/** Focuses the element and types with the keyboard (never sets a value behind the page's back). */
export async function typeInto(page: EnginePage, q: Query, ...keys: string[]): Promise<void> {
  const handle = await actionable(page, q);
  const focused = () => handle.run((el) => el === document.activeElement);
  await handle.focus();
  // WebKit moves no focus by script into a frame the window has not focused (Stripe's): a click does, as a customer's.
  if (!(await focused())) await handle.click();
  await until(`${describe(q)} to have focus`, focused);
  await page.keys(...keys);
}

/** Focuses the element and presses a key: keyboard only. */
export async function press(page: EnginePage, q: Query, key: string): Promise<void> {
  await typeInto(page, q, key);
}

export async function expectPath(page: EnginePage, test: (url: URL) => boolean, what: string, timeout?: number): Promise<void> {
  await until(`the address to be ${what}`, async () => test(new URL(await page.url())), timeout);
}

export async function expectTitle(page: EnginePage, title: string): Promise<void> {
  await until(`the title "${title}"`, async () => (await page.run(() => document.title)) === title);
}

/** Fails unless `actual` equals `expected` (JSON), naming what was compared. */
export function expectEqual(what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** The bytes of a file the browser downloaded as `name`, once whole (a PDF's last line, %%EOF, is in). */
export async function downloaded(page: EnginePage, name: string): Promise<Buffer> {
  const path = join(page.downloads, name);
  return until(`${name} in ${page.downloads}`, async () => {
    const bytes = existsSync(path) ? readFileSync(path) : null;
    return bytes?.includes('%%EOF') ? bytes : null;
  });
}
