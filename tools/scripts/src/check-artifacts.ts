import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { allBrands } from '@portal/brand-registry';
import { checkArtifact } from './artifact-check';

/** CLI: checks every built brand artifact in dist/apps. Exits non-zero on any problem. */
const dist = resolve(import.meta.dirname, '../../../dist/apps');
let failures = 0;
for (const brand of allBrands) {
  const dir = resolve(dist, brand.slug);
  if (!existsSync(dir)) {
    console.error(`✗ ${brand.slug}: no artifact at ${dir} (run npm run build)`);
    failures += 1;
    continue;
  }
  const problems = checkArtifact(dir, brand, allBrands.filter((b) => b.id !== brand.id));
  for (const p of problems) console.error(`✗ ${brand.slug}: ${p.file}: ${p.problem}`);
  if (problems.length === 0) console.info(`✓ ${brand.slug}: artifact complete, nothing of another brand`);
  failures += problems.length;
}
process.exit(failures ? 1 : 0);
