import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { createSecureServer } from 'node:http2';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { allBrands } from '@portal/brand-registry';
import { createSandboxApp } from '@portal/sandbox-api';
import { BUDGETS, measureArtifact, overBudget } from './bundle-budgets';
import { PAGE_BUDGETS, launchChromium, measurePage, medianReport, pageOverBudget, type PageReport } from './page-budgets';
import { selfSigned } from './self-signed';
import { createArtifactApp } from './serve-artifact';

/**
 * npm run bench: the budgets of DESIGN.md section 9 that are measured on the built artifacts (run `npm run build`
 * first): bundle sizes, and the login page's Lighthouse LCP, CLS and TBT (median of RUNS runs). Prints a table per
 * brand and exits non-zero when a budget is broken.
 */
const dist = resolve(import.meta.dirname, '../../../dist/apps');
const RUNS = 3;
const SANDBOX_PORT = 4610; // artifacts on 4611+ (clear of e2e's 4110, 4301-4306 and npm start's 4010, 4200)
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const tls = selfSigned();
const servers: ServerType[] = [];

async function listen(server: ServerType) {
  servers.push(server);
  await once(server, 'listening');
}

/**
 * The artifact app as production serves it: gzipped, over HTTP/2. Lighthouse simulates from the bytes and connections
 * it sees: plain HTTP/1.1 without compression (serveArtifact) puts the login page's LCP near 4 s instead of 2 s.
 */
function serveLikeProduction(dir: string, port: number) {
  const app = new Hono().use(compress()).route('/', createArtifactApp(dir, sandboxUrl));
  const serverOptions = { ...tls, allowHTTP1: true };
  return listen(serve({ fetch: app.fetch, port, hostname: '127.0.0.1', createServer: createSecureServer, serverOptions }));
}

const problems: string[] = [];
console.info(`Budgets: first load <= ${BUDGETS.firstLoadKb} kB gzipped, each lazy chunk <= ${BUDGETS.lazyChunkKb} kB gzipped;`);
console.info(
  `/login, Lighthouse mobile simulated throttling, median of ${RUNS}: LCP <= ${PAGE_BUDGETS.lcpMaxMs / 1000} s, ` +
    `CLS < ${PAGE_BUDGETS.clsUnder}, TBT < ${PAGE_BUDGETS.tbtUnderMs} ms\n`,
);
console.info('brand        first-load kB  lazy chunks  largest lazy kB  LCP s    CLS  TBT ms');
const chrome = await launchChromium();
try {
  const sandboxApp = createSandboxApp({ log: () => undefined });
  await listen(serve({ fetch: sandboxApp.fetch, port: SANDBOX_PORT, hostname: '127.0.0.1' }));
  for (const [i, brand] of allBrands.entries()) {
    const dir = resolve(dist, brand.slug);
    if (!existsSync(dir)) {
      problems.push(`${brand.slug}: not built`);
      continue;
    }
    const report = measureArtifact(dir, brand.slug);
    const largest = report.lazyChunks.reduce((max, c) => Math.max(max, c.kb), 0);
    problems.push(...overBudget(report));
    const port = SANDBOX_PORT + 1 + i;
    await serveLikeProduction(dir, port);
    const runs: PageReport[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measurePage(brand.slug, `https://127.0.0.1:${port}/login`, chrome.port));
    const page = medianReport(runs);
    problems.push(...pageOverBudget(page));
    console.info(
      `${brand.slug.padEnd(12)} ${report.firstLoadKb.toFixed(1).padStart(13)}  ${String(report.lazyChunks.length).padStart(11)}  ` +
        `${largest.toFixed(1).padStart(15)}  ${(page.lcpMs / 1000).toFixed(2).padStart(5)}  ${page.cls.toFixed(3)}  ${String(Math.round(page.tbtMs)).padStart(6)}`,
    );
  }
} finally {
  chrome.kill();
  for (const server of servers) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close();
  }
}
if (problems.length) {
  console.error(`\nOver budget:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('\nAll bundle and page budgets met.');
