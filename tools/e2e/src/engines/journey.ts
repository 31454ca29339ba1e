import { resolve } from 'node:path';
import type { RegisteredBrand } from '@portal/brand-registry';
import { SANDBOX } from '../auth-steps';
import { artifactPort } from '../ports';
import type { EnginePage } from './engine';
import { watched } from './in-page-watch';

/** What a journey step gets: the tab, the brand, and going to a page of the brand's artifact. */
export type JourneyContext = {
  page: EnginePage;
  brand: RegisteredBrand;
  /** Opens a path of the artifact (keeping what the watch saw on the page left). */
  visit: (path: string) => Promise<void>;
  /** Keeps the watch's lines of the current document before a step that leaves it (a link to another document). */
  keepWatch: () => Promise<void>;
  /** A picture of the viewport, test-results/engines/<engine>-<brand>-<name>.png. */
  shot: (name: string) => Promise<void>;
};

export type Journey = { title: string; brands: readonly string[]; run: (t: JourneyContext) => Promise<void> };

export const SHOTS_DIR = resolve(import.meta.dirname, '../../../../test-results/engines');

/** The telemetry reports that fail a journey: the portal's own error and CSP reports, and the browser's CSP reports. */
const FAILING = new Set(['error', 'csp', 'csp-browser']);

type Collected = { reports: { type: string; [key: string]: unknown }[] };

/**
 * Runs one journey in a tab and fails it on anything wrong it did not assert: a CSP violation in any frame or an
 * uncaught error, seen by the watch in each document (in-page-watch.ts; Gecko's in every frame from its first script),
 * by the portal's own telemetry, or reported by the browser to the CSP's report-uri (every frame under the portal's
 * policy, scripts or not), both at the sandbox's collector.
 */
export async function runJourney(page: EnginePage, brand: RegisteredBrand, journey: Journey): Promise<void> {
  const base = `http://127.0.0.1:${artifactPort(brand.brand.slug)}`;
  const problems: string[] = [];
  const keepWatch = async () => void problems.push(...(await page.run(watched).catch(() => [] as string[])));
  // Each journey starts from the sandbox's seed: one that paid a debt leaves none for the next to see.
  await fetch(`${SANDBOX}/__sandbox/reset`, { method: 'POST' });
  await fetch(`${SANDBOX}/__sandbox/telemetry`, { method: 'DELETE' });
  page.seen.length = 0;
  const t: JourneyContext = {
    page,
    brand,
    visit: async (path) => {
      await keepWatch();
      await page.goto(`${base}${path}`);
    },
    keepWatch,
    shot: (name) => page.screenshot(resolve(SHOTS_DIR, `${page.engine}-${brand.brand.slug}-${name}.png`)),
  };
  await journey.run(t);
  await keepWatch();
  // Leaving the page sends the portal's pending telemetry (a beacon on pagehide).
  await page.goto('about:blank');
  await new Promise((done) => setTimeout(done, 500));
  const collected = (await (await fetch(`${SANDBOX}/__sandbox/telemetry`)).json()) as Collected;
  const reported = collected.reports.filter((r) => FAILING.has(r.type)).map((r) => `collector: ${JSON.stringify(r)}`);
  const all = [...new Set([...problems, ...page.seen, ...reported])];
  if (all.length) throw new Error(`CSP violations or uncaught errors:\n  ${all.join('\n  ')}`);
}
