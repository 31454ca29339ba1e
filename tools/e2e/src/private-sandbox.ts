import type { Page, Route } from '@playwright/test';
import { GATEWAY_ORIGIN, VENDOR_PREFIX } from '@portal/sandbox-api';
import { startSandboxServer } from '@portal/sandbox-api/server';

export type PrivateSandbox = { url: string; stop: () => void };

/**
 * Starts a sandbox of our own (fresh personas, on a free port) for a test whose persona state must not be shared with
 * the rest of the suite, e.g. a pending payment that clears once and for good. `pendingClearMs` shortens a pending
 * payment's life. It names the vendors' own hosts, as the shared one does. Stop it in afterAll.
 *
 * It runs in the test's own worker process: in fully parallel mode Playwright runs a file's beforeAll once per test,
 * and a sandbox spawned as a process of its own (tsx compiling it afresh) cost about 1.5 s of CPU each time, a tenth
 * of the suite's CPU on two cores.
 */
export async function startPrivateSandbox(options: { pendingClearMs?: number } = {}): Promise<PrivateSandbox> {
  const sandbox = await startSandboxServer({ port: 0, vendorHosts: true, log: () => undefined, ...options });
  return { url: sandbox.url, stop: () => void sandbox.close() };
}

/**
 * Sends the page's API calls to another sandbox (the artifact's own /api proxy points at the shared one), and the
 * calls that hold its state on the vendors' hosts too (Stripe's API, the gateway's API; the TLS front points at the
 * shared one): the browser still makes them to api.stripe.com and components.gateway.test, under the page's CSP.
 */
export async function routeApiTo(page: Page, sandboxUrl: string): Promise<void> {
  const to = (path: (from: URL) => string) => async (route: Route) => {
    const from = new URL(route.request().url());
    // A connection the sandbox drops (its 'drop' fault) is dropped for the page too.
    const response = await route.fetch({ url: `${sandboxUrl}${path(from)}${from.search}` }).catch(() => null);
    // A call still in flight when the test ends finds its context closing (the answer disposed): nothing to answer.
    await (response ? route.fulfill({ response }) : route.abort('connectionreset')).catch((error: unknown) => {
      if (!page.isClosed() && !/has been disposed|has been closed/.test(String(error))) throw error;
    });
  };
  // The portal's origin: /api and the verify call under the captcha host (/bot-check/api/…).
  await page.route(
    (url) => url.hostname === '127.0.0.1' && url.pathname.includes('/api/'),
    to((from) => from.pathname),
  );
  await page.route(
    `${GATEWAY_ORIGIN}/gateway/api/**`,
    to((from) => from.pathname),
  );
  await page.route(
    'https://api.stripe.com/**',
    to((from) => `${VENDOR_PREFIX}/${from.host}${from.pathname}`),
  );
}
