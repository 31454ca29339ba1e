import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { apiPaths } from '@portal/core-api';
import { brandBySlug } from '@portal/brand-registry';
import { createSandboxApp, findPersona } from '@portal/sandbox-api';
import { recordApiCalls, type ApiCall } from './round-trips';
import { QUIET_CHROMIUM_ARGS, chromiumPath, selfSigned, startLocalNginx, vendorFrontArgs } from '@portal/dev-server';

/**
 * What bench-flow.ts and bench-memory.ts share: the built artifacts behind Debian's nginx as production serves them
 * (each brand's server block and CSP, TLS and HTTP/2; local-nginx.ts), the sandbox behind /api, Debian's Chromium
 * driven by puppeteer-core (Lighthouse's user flows take a puppeteer page), and the in-page marks the steps are timed by.
 */
export type ServedPortal = { urlOf: (slug: string) => string; sandboxUrl: string; stop: () => Promise<void> };

/**
 * The sandbox on `port`, the artifacts of `slugs` on port + 1, + 2, ... over TLS; `name` keeps nginx's files apart.
 * With `vendorsOn`, the vendors are reached under their own names as the end-to-end suite reaches them (the browser
 * maps them to that port, launchBrowser): reCAPTCHA's script and checkbox frame from Google's hosts, each site's CSP
 * production's (vendor-front.ts; telemetry on, to the sandbox's collector, as there). `telemetry` is laid over the
 * served telemetry settings (replays on, or monitoring off).
 */
export async function servePortal(
  name: string,
  slugs: string[],
  port: number,
  {
    dist,
    vendorsOn,
    telemetry,
  }: { dist?: string | undefined; vendorsOn?: number | undefined; telemetry?: Record<string, boolean | number> | undefined } = {},
): Promise<ServedPortal> {
  const sandboxApp = createSandboxApp({ log: () => undefined });
  const sandbox: ServerType = serve({ fetch: sandboxApp.fetch, port, hostname: '127.0.0.1' });
  await once(sandbox, 'listening');
  const sandboxUrl = `http://127.0.0.1:${port}`;
  const prefix = resolve(import.meta.dirname, '../../../test-results', `${name}-nginx`);
  const tlsDir = resolve(prefix, '../bench-tls');
  mkdirSync(tlsDir, { recursive: true });
  const { key, cert } = selfSigned();
  const tls = { certificate: resolve(tlsDir, `${name}-cert.pem`), key: resolve(tlsDir, `${name}-key.pem`) };
  writeFileSync(tls.certificate, cert);
  writeFileSync(tls.key, key);
  const sites = slugs.map((slug, i) => ({
    slug,
    port: port + 1 + i,
    tls,
    ...(dist ? { root: resolve(dist, slug) } : {}),
    ...(telemetry ? { telemetry } : {}),
  }));
  const nginx = await startLocalNginx({ prefix, sandboxUrl, sites, ...(vendorsOn ? { vendorFront: { port: vendorsOn } } : {}) });
  return {
    urlOf: (slug) => `https://127.0.0.1:${port + 1 + slugs.indexOf(slug)}`,
    sandboxUrl,
    stop: async () => {
      await nginx.stop();
      if ('closeAllConnections' in sandbox) sandbox.closeAllConnections();
      sandbox.close();
    },
  };
}

/**
 * Debian's Chromium, headless, without its own sandbox (we run as root); it accepts the bench's self-signed
 * certificates, and reaches the vendors' host names on `vendorsOn` when given (servePortal).
 */
export function launchBrowser(vendorsOn?: number): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    defaultViewport: null,
    args: [...QUIET_CHROMIUM_ARGS, ...(vendorsOn ? vendorFrontArgs(vendorsOn) : ['--ignore-certificate-errors'])],
  });
}

/**
 * Readies a page before its first document: the helper tsx's esbuild names functions with (`__name`, absent from the
 * page where the functions below run), and a record of every API call the page's documents make (when the app issued
 * it and when its answer was read), for the round trips before a screen is ready (round-trips.ts), as
 * bench-dashboard.ts does; and the layout shifts CLS counts (sumCountedShifts).
 */
export async function preparePage(page: Page): Promise<void> {
  await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn;');
  await page.evaluateOnNewDocument(recordApiCalls);
  await page.evaluateOnNewDocument(sumCountedShifts);
}

/**
 * Runs in the page before its first document: the sum of the layout shifts CLS counts, as Chrome and web-vitals do
 * (not one within 500 ms of an input: the screen changing as the customer asked), in `window.__countedShifts`. A
 * step's share (countedShifts after it less before) is at least its CLS: CLS is the worst window of them, never more.
 */
function sumCountedShifts(): void {
  const w = window as unknown as { __countedShifts: number };
  w.__countedShifts = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) w.__countedShifts += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts CLS counts so far in the page's document (sumCountedShifts). */
export const countedShifts = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __countedShifts?: number }).__countedShifts ?? 0);

/** The API calls after the code was accepted (validateotp answered) until `readyAt`. */
export async function callsAfterSignIn(page: Page, readyAt: number): Promise<ApiCall[]> {
  const calls = await page.evaluate(() => (window as unknown as { __apiCalls: ApiCall[] }).__apiCalls);
  const accepted = calls.find((c) => c.path === apiPaths.validateOtp);
  if (!accepted) throw new Error(`${apiPaths.validateOtp} not seen`);
  // A call still unanswered (its end Infinity, null once out of the page) is not on the way to the screen.
  return calls.filter((c) => c.start >= accepted.end && typeof c.end === 'number' && c.end <= readyAt);
}

/**
 * Marks the next click in the page (its event's timeStamp: when the input reached the page) as the start of what a
 * step times. Call it right before the click that opens the step's screen.
 */
export async function markNextClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickedAt?: number | undefined };
    w.__clickedAt = undefined;
    addEventListener('click', (event) => void (w.__clickedAt ??= event.timeStamp), { capture: true, once: true });
  });
}

/** What a step waits for: a screen at `path` (its h1 and its section no longer busy), or the one-time code boxes. */
export type ScreenMark = { path: string } | { codeBoxes: true };

/**
 * Waits for the screen and resolves with the milliseconds from the marked click until its heading was first rendered
 * (headingMs), until the first policy card was rendered (firstCardMs, the dashboard's) and until it was
 * rendered in its settled section (shownMs: every page's section is aria-busy while it loads; the dashboard's until
 * every policy card and outstanding-payments check has settled), and when (readyAt, page time). Checked once per
 * frame, before the frame paints.
 */
export async function waitShown(page: Page, mark: ScreenMark, timeoutMs = 60_000) {
  const timings = await page.evaluate(
    (mark, timeoutMs) =>
      new Promise<{ clickedAt: number; headingAt: number; readyAt: number; cardAt: number | null }>((done, fail) => {
        const deadline = performance.now() + timeoutMs;
        let headingAt: number | undefined;
        let cardAt: number | undefined;
        const visible = (element: Element | null | undefined) =>
          Boolean(element?.checkVisibility() && element.getBoundingClientRect().height);
        const check = () => {
          const now = performance.now();
          let heading = false;
          let ready = false;
          if ('codeBoxes' in mark) {
            heading = ready = visible(document.querySelector('input[autocomplete="one-time-code"]'));
          } else if (location.pathname === mark.path) {
            const section = [...document.querySelectorAll('section[aria-labelledby]')].find(
              (s) => document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.tagName === 'H1',
            );
            heading = visible(section && document.getElementById(section.getAttribute('aria-labelledby') ?? ''));
            ready = heading && section?.getAttribute('aria-busy') !== 'true';
          }
          if (heading) headingAt ??= now;
          // A policy card (the dashboard's) rendered: the first screen's cards come together (placeCards).
          if (visible(document.querySelector('main [role="group"]'))) cardAt ??= now;
          const clickedAt = (window as unknown as { __clickedAt?: number }).__clickedAt;
          if (ready && headingAt !== undefined && clickedAt !== undefined)
            return done({ clickedAt, headingAt, readyAt: now, cardAt: cardAt ?? null });
          if (now > deadline) return fail(new Error(`not shown within ${timeoutMs} ms: ${JSON.stringify(mark)} at ${location.pathname}`));
          requestAnimationFrame(check);
        };
        check();
      }),
    mark,
    timeoutMs,
  );
  return {
    headingMs: timings.headingAt - timings.clickedAt,
    shownMs: timings.readyAt - timings.clickedAt,
    /** The first frame with a policy card rendered (the dashboard's first screen of cards shown), when one came. */
    firstCardMs: timings.cardAt === null ? undefined : timings.cardAt - timings.clickedAt,
    readyAt: timings.readyAt,
  };
}

/** Clicks the first element matching `selector` (a trusted click, as a finger's tap reaches the page). */
export async function clickOn(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
  if (!element) throw new Error(`${selector} not found`);
  await element.click();
  await element.dispose();
}

/** Types into a field named `name` (its label), key by key. */
export async function typeInto(page: Page, name: string, text: string): Promise<void> {
  const field = await page.waitForSelector(`::-p-aria(${name})`, { visible: true, timeout: 30_000 });
  if (!field) throw new Error(`no field ${name}`);
  await field.click();
  await field.type(text);
  await field.dispose();
}

/**
 * Ticks the sandbox's reCAPTCHA stand-in (its checkbox frame) and waits until the portal has verified the token. A
 * page still settling may replace the widget's frame under the tick: it is looked up and ticked again, up to 3 times.
 */
export async function passBotCheck(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const deadline = Date.now() + 30_000;
    let anchor = page.frames().find((f) => !f.detached && f.url().includes('/recaptcha/api2/anchor'));
    while (!anchor && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100));
      anchor = page.frames().find((f) => !f.detached && f.url().includes('/recaptcha/api2/anchor'));
    }
    if (!anchor) throw new Error('no reCAPTCHA checkbox frame');
    await (await anchor.waitForSelector('#recaptcha-anchor', { visible: true }))?.click();
    try {
      await page.waitForFunction(() => document.body.innerText.includes('Security check complete.'), { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Forced garbage collection, then the JavaScript heap still in use (bytes): what the page retains. */
export async function retainedHeap(page: Page): Promise<number> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('HeapProfiler.enable');
    // Twice: objects freed by the first collection's finalizers and weak callbacks go in the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

/**
 * The login form filled with a persona's mobile number and date of birth (and the bot check passed, where the brand
 * has one) and sent, the click marked (markNextClick); resolves with the login id the customerlogin call answered.
 */
export async function sendLoginForm(page: Page, slug: string, personaId: string): Promise<string> {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`no persona ${personaId}`);
  const [year, month, day] = persona.dob.split('-') as [string, string, string];
  await typeInto(page, 'Mobile number', persona.mobile);
  for (const [label, value] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    await typeInto(page, label, value);
  }
  if (brandBySlug(slug).regional.featureFlag.recaptchaFeature) await passBotCheck(page);
  const answer = page.waitForResponse((r) => r.url().includes(apiPaths.customerLogin));
  await markNextClick(page);
  await clickOn(page, '::-p-aria([name="Log In"][role="button"])');
  return (await (await answer).text()).replace(/^"|"$/g, '');
}
