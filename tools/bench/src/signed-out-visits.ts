import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { allBrands } from '@portal/brand-registry';
import { QUIET_CHROMIUM_ARGS, chromiumPath, startLocalNginx } from '@portal/dev-server';

/**
 * What a signed-out visitor's browser fetches (#10): each brand's artifact behind the local nginx (as the e2e suite
 * serves it), a fresh browser context per visit, every response counted until the network is idle. A signed-out deep
 * link should fetch what /login does and no signed-in chunk.
 *
 *   npx tsx tools/bench/src/signed-out-visits.ts [dist directory, default dist/apps]
 */
const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../../dist/apps'));
const PATHS = ['/login', '/', '/policy/1', '/contacts/update'];
const PORT = 4701; // clear of e2e's 4110, 4301-4306, bench's 4610-4616 and npm start's 4010, 4200

type Visit = { requests: number; kb: number; scripts: number; scriptKb: number };

const nginx = await startLocalNginx({
  prefix: resolve(import.meta.dirname, '../../../test-results/signed-out-nginx'),
  // No API call is made signed out before the login form is used; nothing needs to answer.
  sandboxUrl: 'http://127.0.0.1:9',
  sites: allBrands.map((brand, i) => ({ slug: brand.slug, port: PORT + i, root: resolve(dist, brand.slug) })),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...QUIET_CHROMIUM_ARGS] });
try {
  console.info(`Signed-out visits to ${dist}: requests / kB transferred (scripts / script kB)\n`);
  console.info(`brand       ${PATHS.map((p) => p.padStart(22)).join('')}`);
  for (const [i, brand] of allBrands.entries()) {
    const cells: string[] = [];
    for (const path of PATHS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<{ script: boolean; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        sizes.push(
          request.sizes().then((s) => ({ script: request.resourceType() === 'script', bytes: s.responseBodySize + s.responseHeadersSize })),
        );
      });
      await page.goto(`http://127.0.0.1:${PORT + i}${path}`, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      const scripts = all.filter((s) => s.script);
      const kb = (list: { bytes: number }[]) => list.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      const visit: Visit = { requests: all.length, kb: kb(all), scripts: scripts.length, scriptKb: kb(scripts) };
      cells.push(`${visit.requests}/${visit.kb.toFixed(1)} (${visit.scripts}/${visit.scriptKb.toFixed(1)})`.padStart(22));
      await context.close();
    }
    console.info(`${brand.slug.padEnd(11)} ${cells.join('')}`);
  }
} finally {
  await browser.close();
  await nginx.stop();
}
