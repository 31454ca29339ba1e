import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { allBrands } from '@portal/brand-registry';
import { describeFirstLoad, measureArtifact, overBudget } from './bundle-budgets';

/**
 * The bundle budgets of `npm run bench` without its Lighthouse runs, in a second (run `npm run build` first):
 * `npx tsx tools/bench/src/bundle-budgets-check.ts`. Prints each brand's login first load against the figure before
 * telemetry and exits non-zero when a budget is broken. BENCH_DIST and BENCH_BRANDS as for the bench.
 */
const dist = resolve(process.env['BENCH_DIST'] ?? resolve(import.meta.dirname, '../../../dist/apps'));
const only = process.env['BENCH_BRANDS']?.split(',').filter(Boolean);
const problems: string[] = [];
console.info('Login first load (gzipped) against the figure before telemetry:');
for (const brand of only ? allBrands.filter((b) => only.includes(b.slug)) : allBrands) {
  const dir = resolve(dist, brand.slug);
  if (!existsSync(resolve(dir, 'index.html'))) {
    problems.push(`${brand.slug}: not built`);
    continue;
  }
  const report = measureArtifact(dir, brand.slug);
  console.info(describeFirstLoad(report));
  problems.push(...overBudget(report));
}
if (problems.length) {
  console.error(`\nOver budget:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('\nAll bundle budgets met.');
