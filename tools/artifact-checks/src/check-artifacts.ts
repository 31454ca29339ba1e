import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { allBrands } from '@portal/brand-registry';
// The narrow entry: the package's index pulls in React views, which Node cannot load outside a bundler.
import { brandLanguages } from '@portal/config/languages';
import { checkArtifact, dayjsMonthsOf, languageMarkers } from './artifact-check';
import { deploymentSettingProblems } from './artifact-check-gateway';

/**
 * CLI: checks every built brand artifact in dist/apps. Exits non-zero on any problem. A deployment's settings that a
 * build cannot know (the payment gateway's origins and components' names, README "The payment gateway") are warnings,
 * since CI builds without them; with PORTAL_RELEASE=1 (a release build) they are errors too.
 */
const release = process.env['PORTAL_RELEASE'] === '1';
const dist = resolve(import.meta.dirname, '../../../dist/apps');
// Every language some brand adds to its default, with what would show it in an artifact.
const extraLanguages = await Promise.all(
  allBrands.flatMap((brand) =>
    brandLanguages(brand)
      .slice(1)
      .map(async (language) => {
        if (!language.load) return { code: language.code, markers: [] };
        const resources = await language.load();
        return { code: language.code, markers: languageMarkers(language, resources, await dayjsMonthsOf(resources.dayjsLocale)) };
      }),
  ),
);
let failures = 0;
for (const brand of allBrands) {
  const offered = new Set(brandLanguages(brand).map((l) => l.code));
  const dir = resolve(dist, brand.slug);
  if (!existsSync(dir)) {
    console.error(`✗ ${brand.slug}: no artifact at ${dir} (run npm run build)`);
    failures += 1;
    continue;
  }
  const problems = checkArtifact(
    dir,
    brand,
    allBrands.filter((b) => b.id !== brand.id),
    extraLanguages.filter((l) => !offered.has(l.code)),
  );
  const settings = deploymentSettingProblems(dir);
  for (const p of problems) console.error(`✗ ${brand.slug}: ${p.file}: ${p.problem}`);
  for (const p of settings) {
    if (release) console.error(`✗ ${brand.slug}: ${p.file}: ${p.problem}`);
    else console.warn(`⚠ warning ${brand.slug}: ${p.file}: ${p.problem}`);
  }
  if (problems.length === 0) console.info(`✓ ${brand.slug}: artifact complete, nothing of another brand or of the sandbox`);
  failures += problems.length + (release ? settings.length : 0);
}
if (!release) console.info('Deployment settings are warnings here; PORTAL_RELEASE=1 makes them errors (a release build).');
process.exit(failures ? 1 : 0);
