// npx tsx tools/bench/src/bench-dashboard.ts [brand-slug]   (build the brand first; not a timed test)
// The dashboard after the one-time code is accepted, with 200 ms injected on every API call: how many API round
// trips and how many milliseconds until it is ready, for 1, 10 and 50 policies; and the policies chunks' sizes.
// Login goes through the page (what is measured starts at its validateotp); the code is the one sign-in's sandboxCode.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium, type Page } from 'playwright-core';
import { brandBySlug } from '@portal/brand-registry';
import { createSandboxApp, findPersona, sandboxCode } from '@portal/sandbox-api';
import { apiPaths } from '@portal/core-api';
import { measureArtifact } from './bundle-budgets';
import { recordApiCalls, roundTrips, type ApiCall as Call } from './round-trips';
import { QUIET_CHROMIUM_ARGS, chromiumPath, selfSigned, startLocalNginx } from '@portal/dev-server';

const LATENCY_MS = 200;
const PERSONA = 'au-many'; // 50 policies; 1 and 10 are the first of them (the customer detail answer trimmed)
const slug = process.argv[2] ?? 'wattlebird';
const dir = resolve(import.meta.dirname, '../../../dist/apps', slug);
brandBySlug(slug); // fails early for an unknown brand

const listen = (fetch: (r: Request) => Response | Promise<Response>) =>
  new Promise<{ url: string; close: () => void }>((done) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      done({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
    );
  });

async function loginAndMeasure(page: Page, baseUrl: string, sandboxUrl: string, policies: number) {
  const persona = findPersona(PERSONA);
  if (!persona) throw new Error('no persona');
  await page.route(`**${apiPaths.getCustomerDetail}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Policies: unknown[] };
    await route.fulfill({ response, json: { ...body, Policies: body.Policies.slice(0, policies) } });
  });
  await page.addInitScript(recordApiCalls);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Mobile number').fill(persona.mobile);
  const [year, month, day] = persona.dob.split('-');
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').fill(day ?? '');
  await dob.getByLabel('Month').fill(month ?? '');
  await dob.getByLabel('Year').fill(year ?? '');
  const login = page.waitForResponse((r) => r.url().includes(apiPaths.customerLogin));
  await page.getByRole('button', { name: 'Log In' }).click();
  const loginId = (await (await login).text()).replace(/^"|"$/g, '');
  const code = await sandboxCode(loginId, { sandboxUrl });
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Ready: every policy card has its view-policy link and every outstanding-payments check has settled.
  const region = page.getByRole('region', { name: 'My insurance policies' });
  await region.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 60_000 });
  const readyAt = await page.evaluate(() => performance.now());
  const links = await region.getByRole('link', { name: /^View policy \d+$/ }).count();
  // When the app issued each call (not when a free connection let it go) and when its answer was read.
  const entries = await page.evaluate(() => (window as unknown as { __apiCalls: Call[] }).__apiCalls);
  const accepted = entries.find((e) => e.path === apiPaths.validateOtp);
  if (!accepted) throw new Error('validateotp not seen');
  const after = entries.filter((e) => e.start >= accepted.end && e.end <= readyAt);
  return { policies, links, trips: roundTrips(after), ms: Math.round(readyAt - accepted.end), calls: after.length };
}

/** The artifact behind nginx with the sandbox behind /api: HTTP/1.1 (6 connections per host) or HTTP/2 over TLS (one). */
async function serveArtifactOver(protocol: 'http1' | 'http2', sandboxUrl: string) {
  const prefix = resolve(import.meta.dirname, '../../../test-results', `bench-dashboard-nginx-${protocol}`);
  const port = protocol === 'http2' ? 4691 : 4692;
  let tls: { certificate: string; key: string } | undefined;
  if (protocol === 'http2') {
    const tlsDir = resolve(prefix, '../bench-tls');
    mkdirSync(tlsDir, { recursive: true });
    const { key, cert } = selfSigned();
    tls = { certificate: join(tlsDir, 'dashboard-cert.pem'), key: join(tlsDir, 'dashboard-key.pem') };
    writeFileSync(tls.certificate, cert);
    writeFileSync(tls.key, key);
  }
  const nginx = await startLocalNginx({ prefix, sandboxUrl, sites: [{ slug, port, tls }] });
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`, close: () => nginx.stop() };
}

const sandboxApp = createSandboxApp({ log: () => undefined });
const sandbox = await listen((request) => sandboxApp.fetch(request));
await fetch(`${sandbox.url}/__sandbox/faults`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ route: '*', latencyMs: LATENCY_MS }),
});
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', ...QUIET_CHROMIUM_ARGS, '--ignore-certificate-errors'],
});
console.info(`Dashboard after the code is accepted (${slug}, persona ${PERSONA}, ${LATENCY_MS} ms per API call)`);
try {
  for (const protocol of ['http2', 'http1'] as const) {
    const artifact = await serveArtifactOver(protocol, sandbox.url);
    console.info(`\n${protocol === 'http2' ? 'HTTP/2 (as served in production)' : 'HTTP/1.1 (at most 6 connections per host)'}`);
    console.info('policies  view links  API calls  round trips  ready ms');
    for (const policies of [1, 10, 50]) {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const r = await loginAndMeasure(await context.newPage(), artifact.url, sandbox.url, policies);
      await context.close();
      console.info(
        `${String(r.policies).padStart(8)}  ${String(r.links).padStart(10)}  ${String(r.calls).padStart(9)}  ${String(r.trips).padStart(11)}  ${String(r.ms).padStart(8)}`,
      );
    }
    await artifact.close();
  }
} finally {
  await browser.close();
  sandbox.close();
}

// The policies chunks: each page's own chunk, and with the lazy chunks it imports (what the route loads).
const report = measureArtifact(dir, slug);
const lazy = new Set(report.lazyChunks.map((c) => c.file));
const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
const closure = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file) || !lazy.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/from"\.\/([^"]+\.js)"/g)) closure(`assets/${m[1]}`, seen);
  return seen;
};
console.info('\nchunk                          own kB gz   route kB gz (with its lazy imports)');
for (const page of ['dashboard-page', 'policy-detail-page']) {
  const file = [...lazy].find((f) => f.startsWith(`assets/${page}-`));
  if (!file) continue;
  const route = [...closure(file)].reduce((sum, f) => sum + gz(f), 0);
  console.info(`${page.padEnd(30)} ${gz(file).toFixed(1).padStart(9)}   ${route.toFixed(1).padStart(11)}`);
}
console.info(`(first load of ${slug}: ${report.firstLoadKb.toFixed(1)} kB gz; budget per lazy chunk 40 kB gz)`);
