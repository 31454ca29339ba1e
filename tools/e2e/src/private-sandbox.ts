import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { GATEWAY_ORIGIN, VENDOR_PREFIX } from '@portal/sandbox-api';

export type PrivateSandbox = { url: string; stop: () => void };

/**
 * Starts a sandbox of our own (fresh personas, on a free port) for a test whose persona state must not be shared with
 * the rest of the suite, e.g. a pending payment that clears once and for good. `env` tunes it
 * (SANDBOX_PENDING_CLEAR_MS). It names the vendors' own hosts, as the shared one does. Stop it in afterAll.
 */
export async function startPrivateSandbox(env: Record<string, string> = {}): Promise<PrivateSandbox> {
  const root = resolve(import.meta.dirname, '../../..');
  const child: ChildProcess = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'tools/sandbox-api/src/node-server.ts')], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_VENDOR_HOSTS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`private sandbox did not start: ${out}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    });
    child.once('exit', (code) => fail(new Error(`private sandbox exited (${code}): ${out}`)));
  });
  return { url, stop: () => void child.kill('SIGTERM') };
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
    await (response ? route.fulfill({ response }) : route.abort('connectionreset'));
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
