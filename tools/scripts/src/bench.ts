import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { allBrands, brandBySlug } from '@portal/brand-registry';
import { createSandboxApp } from '@portal/sandbox-api';
import { BUDGETS, ON_DEMAND_CHUNKS, describeLazyEntries, measureArtifact, overBudget, type BundleReport } from './bundle-budgets';
import { startLocalNginx } from './local-nginx';
import { EDITED_CONFIG_BUDGETS, PAGE_BUDGETS, launchChromium, measurePage, medianReport, pageOverBudget, type PageReport } from './page-budgets';
import { selfSigned } from './self-signed';

/**
 * npm run bench: the budgets of DESIGN.md section 9 that are measured on the built artifacts (run `npm run build`
 * first): bundle sizes, and the login page's Lighthouse LCP, CLS and TBT (median of RUNS runs), for the artifact as
 * built and (the `*` row) with its configResponse.json edited after the build. Prints a table per brand and exits
 * non-zero when a budget is broken. BENCH_LHR_DIR=<dir> keeps every Lighthouse run's full report there
 * (long-tasks, mainthread-work-breakdown, bootup-time: where TBT comes from).
 */
/** BENCH_DIST measures other artifacts (say, an earlier build kept for a before/after comparison). */
const dist = resolve(process.env['BENCH_DIST'] ?? resolve(import.meta.dirname, '../../../dist/apps'));
const RUNS = 3;
/** BENCH_BRANDS=kowhai,tamarack measures only those (while iterating); the budgets hold for all six. */
const only = process.env['BENCH_BRANDS']?.split(',').filter(Boolean);
const measured = only ? allBrands.filter((brand) => only.includes(brand.slug)) : allBrands;
const SANDBOX_PORT = 4610; // artifacts on 4611+ (clear of e2e's 4110, 4301-4310 and npm start's 4010, 4200)
/** The same artifacts with their configuration edited after the build, on 4631+. */
const EDITED_PORT = 4631;
/**
 * What operations might change without a rebuild: e-mail login switched the other way, the flag that shapes the
 * login form. The prerendered screen no longer matches, so the portal renders the served configuration afresh instead
 * of hydrating (libs/shell mount-portal.ts); page-budgets.ts's EDITED_CONFIG_BUDGETS hold.
 */
const editedFlags = (slug: string) => ({ emailAuthFeature: !brandBySlug(slug).regional.featureFlag.emailAuthFeature });
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const servers: ServerType[] = [];

async function listen(server: ServerType) {
  servers.push(server);
  await once(server, 'listening');
}

/**
 * The artifacts as production serves them: Debian's nginx with the brand's server block (gzip and the precompressed
 * .gz files, the CSP), over TLS and HTTP/2. Lighthouse simulates from the bytes and connections it sees: plain
 * HTTP/1.1 without compression puts the login page's LCP near 4 s instead of 2 s.
 */
async function serveLikeProduction(slugs: string[]) {
  const prefix = resolve(import.meta.dirname, '../../../test-results/bench-nginx');
  const { key, cert } = selfSigned();
  const tlsDir = resolve(prefix, '../bench-tls');
  mkdirSync(tlsDir, { recursive: true });
  const tls = { certificate: resolve(tlsDir, 'cert.pem'), key: resolve(tlsDir, 'key.pem') };
  writeFileSync(tls.certificate, cert);
  writeFileSync(tls.key, key);
  return startLocalNginx({
    prefix,
    sandboxUrl,
    sites: slugs.flatMap((slug, i) => [
      { slug, port: SANDBOX_PORT + 1 + i, tls, root: resolve(dist, slug) },
      { slug, port: EDITED_PORT + i, tls, root: resolve(dist, slug), featureFlags: editedFlags(slug) },
    ]),
  });
}

const problems: string[] = [];
console.info(
  `Budgets: first load <= ${BUDGETS.firstLoadKb} kB gzipped, each lazy chunk <= ${BUDGETS.lazyChunkKb} kB gzipped except ` +
    `on-demand entries (${ON_DEMAND_CHUNKS.map((c) => `${c.name} <= ${c.maxKb} kB`).join(', ')});`,
);
console.info(
  `/login, Lighthouse mobile simulated throttling, median of ${RUNS}: LCP <= ${PAGE_BUDGETS.lcpMaxMs / 1000} s, ` +
    `CLS < ${PAGE_BUDGETS.clsUnder}, TBT < ${PAGE_BUDGETS.tbtUnderMs} ms; accessibility and best practices ${PAGE_BUDGETS.minScore}\n`,
);
console.info('brand        first-load kB  lazy chunks  largest route kB  LCP s    CLS  TBT ms  a11y  best-practices');
const row = (label: string, bundle: string, page: PageReport) =>
  `${label.padEnd(12)} ${bundle}  ${(page.lcpMs / 1000).toFixed(2).padStart(5)}  ${page.cls.toFixed(3)}  ${String(Math.round(page.tbtMs)).padStart(6)}  ` +
  `${String(page.a11y).padStart(4)}  ${String(page.bestPractices).padStart(14)}`;
/** The median report of RUNS Lighthouse runs of one page. */
async function measureLogin(slug: string, port: number): Promise<PageReport> {
  const runs: PageReport[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measurePage(slug, `https://127.0.0.1:${port}/login`, chrome.port));
  return medianReport(runs);
}
const chrome = await launchChromium();
const bundles: BundleReport[] = [];
const built = measured.filter((brand) => existsSync(resolve(dist, brand.slug, 'index.html')));
const nginx = await serveLikeProduction(built.map((brand) => brand.slug));
try {
  const sandboxApp = createSandboxApp({ log: () => undefined });
  await listen(serve({ fetch: sandboxApp.fetch, port: SANDBOX_PORT, hostname: '127.0.0.1' }));
  for (const brand of measured) {
    const dir = resolve(dist, brand.slug);
    if (!built.includes(brand)) {
      problems.push(`${brand.slug}: not built`);
      continue;
    }
    const report = measureArtifact(dir, brand.slug);
    bundles.push(report);
    // The largest chunk a route (or a component) fetches; on-demand entries have their own limits (listed below).
    const largest = report.lazyEntries.filter((e) => !e.onDemand).flatMap((e) => e.chunks).reduce((max, c) => Math.max(max, c.kb), 0);
    problems.push(...overBudget(report));
    const page = await measureLogin(brand.slug, SANDBOX_PORT + 1 + built.indexOf(brand));
    problems.push(...pageOverBudget(page));
    const bundle = `${report.firstLoadKb.toFixed(1).padStart(13)}  ${String(report.lazyChunks.length).padStart(11)}  ${largest.toFixed(1).padStart(16)}`;
    console.info(row(brand.slug, bundle, page));
    const edited = await measureLogin(`${brand.slug}-edited-config`, EDITED_PORT + built.indexOf(brand));
    problems.push(...pageOverBudget(edited, EDITED_CONFIG_BUDGETS));
    console.info(row(`${brand.slug}*`, ' '.repeat(44), edited));
  }
} finally {
  chrome.kill();
  await nginx.stop();
  for (const server of servers) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close();
  }
}
console.info(
  `* configResponse.json edited after the build (emailAuthFeature switched): rendered afresh, not hydrated; LCP <= ${EDITED_CONFIG_BUDGETS.lcpMaxMs / 1000} s.`,
);
// Each lazy entry (a route's page, a component, or an on-demand chunk) with the chunks fetching it downloads.
for (const report of bundles) console.info(`\nLazy entries of ${report.slug} (gzipped):\n${describeLazyEntries(report).join('\n')}`);
if (problems.length) {
  console.error(`\nOver budget:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('\nAll bundle and page budgets met.');
