import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { brandBySlug } from '@portal/brand-registry';
import { sandboxCode } from '@portal/sandbox-api';
import { measureFloor, type FloorTimes } from './dashboard-floor';
import { callsAfterSignIn, clickOn, markNextClick, preparePage, sendLoginForm, waitShown } from './flow-portal';
import { roundTrips } from './round-trips';

/** The network and CPU of a step, as Lighthouse's devtools throttling applies them (bench-flow.ts's timespans). */
export type Throttling = { rttMs: number; downKbps: number; upKbps: number; cpuRate: number };

/** One dashboard opened after the code, as the page timed it (ms from the Continue click). */
export type DashboardTimes = { cardsMs: number; settledMs: number; tbtMs: number; longestTaskMs: number; cls: number; roundTrips: number };

export type MatrixRow = { slug: string; persona: string; policies: number; floor: FloorTimes; portal: DashboardTimes };

/**
 * Applies `t` to the page's network and CPU (the calls Lighthouse's devtools throttling makes), through the page's
 * own DevTools session: an emulation lasts as long as the session that set it, so the session stays open.
 */
export async function throttle(page: Page, t: Throttling | null): Promise<void> {
  const cdp = sessions.get(page) ?? (await page.createCDPSession());
  sessions.set(page, cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t?.rttMs ?? 0,
    downloadThroughput: t ? (t.downKbps * 1024) / 8 : -1,
    uploadThroughput: t ? (t.upKbps * 1024) / 8 : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t?.cpuRate ?? 1 });
}
const sessions = new WeakMap<Page, CDPSession>();

/** Watches the page's long tasks and layout shifts from now on (read by `perfSince`). */
const watchPerf = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __perf: { tasks: number[]; shifts: number; log: string[] } };
    w.__perf = { tasks: [], shifts: 0, log: [] };
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__perf.tasks.push(e.duration))).observe({ type: 'longtask' });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        // As CLS counts them: a shift within 500 ms of an input (the code typed, Continue pressed: the screen changing
        // as asked) is not counted; every shift the answers cause later is.
        if (!shift.hadRecentInput) w.__perf.shifts += shift.value;
        w.__perf.log.push(
          `${Math.round(e.startTime)} ${shift.value.toFixed(3)} ${shift.hadRecentInput} ` +
            (shift.sources ?? [])
              .map((src) => (src.node instanceof Element ? `${src.node.tagName}.${src.node.className}` : String(src.node?.nodeName)))
              .join(' '),
        );
      }),
    ).observe({ type: 'layout-shift' });
  });

const readPerf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __perf: { tasks: number[]; shifts: number; log: string[] } }).__perf);

/**
 * Signs `personaId` in through the portal's screens (unthrottled), then opens the dashboard under `t`: from the
 * Continue click, the first frame with a policy card (cardsMs) and the frame the dashboard settled in (settledMs),
 * with the long tasks (TBT, the longest) and layout shifts between, and the API round trips after the code.
 */
export async function openDashboard(page: Page, url: string, slug: string, personaId: string, sandboxUrl: string, t: Throttling) {
  await page.goto(`${url}/login`, { waitUntil: 'load' });
  // The prerendered form is disabled until React has hydrated it: keys typed before would be lost.
  await page.waitForFunction(() => document.querySelector('main input') && !document.querySelector('main fieldset[disabled]'));
  const loginId = await sendLoginForm(page, slug, personaId);
  await waitShown(page, { codeBoxes: true });
  const code = await sandboxCode(loginId, { sandboxUrl });
  await clickOn(page, 'input[autocomplete="one-time-code"]');
  await page.keyboard.type(code);
  await watchPerf(page);
  await throttle(page, t);
  await markNextClick(page);
  await clickOn(page, '::-p-aria([name="Continue"][role="button"])');
  const { shownMs, firstCardMs, readyAt } = await waitShown(page, { path: '/' });
  await throttle(page, null);
  const perf = await readPerf(page);
  if (process.env['BENCH_SHIFTS']) console.info(personaId, perf.log.join('\n'));
  const calls = await callsAfterSignIn(page, readyAt);
  const trips = roundTrips(calls);
  if (trips > 3 && process.env['BENCH_CALLS']) {
    const from = Math.min(...calls.map((c) => c.start));
    console.info(calls.map((c) => `${Math.round(c.start - from)} ${Math.round(c.end - from)} ${c.path}`).join('\n'));
  }
  return {
    cardsMs: firstCardMs ?? shownMs,
    settledMs: shownMs,
    tbtMs: perf.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longestTaskMs: Math.max(0, ...perf.tasks),
    cls: perf.shifts,
    roundTrips: trips,
  } satisfies DashboardTimes;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianOf = <T extends Record<string, number>>(rows: T[]): T =>
  Object.fromEntries(Object.keys(rows[0]!).map((k) => [k, median(rows.map((r) => r[k]!))])) as T;

/**
 * One persona's row: `runs` times, interleaved in one page, the portal's dashboard and the floor (dashboard-floor.ts)
 * under the same throttling; the medians.
 */
export async function matrixRow(
  browser: Browser,
  portal: { urlOf: (slug: string) => string; sandboxUrl: string },
  slug: string,
  personaId: string,
  t: Throttling,
  runs: number,
): Promise<MatrixRow> {
  const floors: FloorTimes[] = [];
  const dashboards: DashboardTimes[] = [];
  const url = portal.urlOf(slug);
  const extendedDishonour = brandBySlug(slug).regional.featureFlag.extendedDishonourPolicies;
  let policies = 0;
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    try {
      // Lighthouse's mobile screen, as the flows' steps have it.
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await preparePage(page);
      dashboards.push(await openDashboard(page, url, slug, personaId, portal.sandboxUrl, t));
      policies = await page.$$eval('main [role="group"]', (cards) => cards.length);
      await throttle(page, t);
      floors.push(await measureFloor(page, url, portal.sandboxUrl, personaId, extendedDishonour));
      await throttle(page, null);
    } finally {
      await page.close();
    }
  }
  return { slug, persona: personaId, policies, floor: medianOf(floors), portal: medianOf(dashboards) };
}
