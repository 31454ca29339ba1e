import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** DESIGN.md section 9. */
export const BUDGETS = { firstLoadKb: 170, lazyChunkKb: 40 };

export type BundleReport = {
  slug: string;
  firstLoadKb: number;
  firstLoadFiles: string[];
  lazyChunks: { file: string; kb: number }[];
};

const gzKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/** First-load JavaScript is what index.html loads itself: its module script and modulepreloads. */
export function measureArtifact(dir: string, slug: string): BundleReport {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const firstLoadFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const all = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  return {
    slug,
    firstLoadFiles,
    firstLoadKb: firstLoadFiles.reduce((sum, f) => sum + gzKb(join(dir, f)), 0),
    lazyChunks: all.filter((f) => !firstLoadFiles.includes(f)).map((file) => ({ file, kb: gzKb(join(dir, file)) })),
  };
}

export function overBudget(report: BundleReport): string[] {
  const problems: string[] = [];
  if (report.firstLoadKb > BUDGETS.firstLoadKb) {
    problems.push(`${report.slug}: first load ${report.firstLoadKb.toFixed(1)} kB > ${BUDGETS.firstLoadKb} kB`);
  }
  for (const chunk of report.lazyChunks) {
    if (chunk.kb > BUDGETS.lazyChunkKb) problems.push(`${report.slug}: ${chunk.file} ${chunk.kb.toFixed(1)} kB > ${BUDGETS.lazyChunkKb} kB`);
  }
  return problems;
}
