import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { allBrands } from '@portal/brand-registry';
import { BUDGETS, measureArtifact, overBudget } from './bundle-budgets';

/**
 * npm run bench: the budgets of DESIGN.md section 9 that are measured on the built artifacts
 * (run `npm run build` first). Prints a table per brand and exits non-zero when a budget is broken.
 */
const dist = resolve(import.meta.dirname, '../../../dist/apps');
const problems: string[] = [];
console.info(`Budgets: first load <= ${BUDGETS.firstLoadKb} kB gzipped, each lazy chunk <= ${BUDGETS.lazyChunkKb} kB gzipped\n`);
console.info('brand        first-load kB  lazy chunks  largest lazy kB');
for (const brand of allBrands) {
  const dir = resolve(dist, brand.slug);
  if (!existsSync(dir)) {
    problems.push(`${brand.slug}: not built`);
    continue;
  }
  const report = measureArtifact(dir, brand.slug);
  const largest = report.lazyChunks.reduce((max, c) => Math.max(max, c.kb), 0);
  console.info(
    `${brand.slug.padEnd(12)} ${report.firstLoadKb.toFixed(1).padStart(13)}  ${String(report.lazyChunks.length).padStart(11)}  ${largest.toFixed(1).padStart(15)}`,
  );
  problems.push(...overBudget(report));
}
if (problems.length) {
  console.error(`\nOver budget:\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('\nAll bundle budgets met.');
