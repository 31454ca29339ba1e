// npm run mutation runs this after Stryker: fails when any mutated file scores under the break threshold.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileScores, filesUnder, type MutationReport } from './file-scores';

const root = resolve(import.meta.dirname, '../../../..');
const config = (await import(resolve(root, 'stryker.config.mjs'))) as {
  default: { thresholds: { break: number }; jsonReporter: { fileName: string } };
};
const { thresholds, jsonReporter } = config.default;
const report = JSON.parse(readFileSync(resolve(root, jsonReporter.fileName), 'utf8')) as MutationReport;
const under = filesUnder(fileScores(report), thresholds.break);
for (const { file, score, undetected } of under) {
  console.error(`${file}: ${score?.toFixed(2)} % (${undetected} undetected), under ${thresholds.break} %`);
}
if (under.length > 0) process.exit(1);
console.info(`Every mutated file scores at least ${thresholds.break} % (${Object.keys(report.files).length} files).`);
