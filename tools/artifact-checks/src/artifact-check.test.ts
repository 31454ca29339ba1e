import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { allBrands } from '@portal/brand-registry';
import { BUILD_MANIFEST, writeBuildManifest } from '@portal/vite-config/build-manifest';
import { brandLanguages } from '@portal/config';
import { checkArtifact, dayjsMonthsOf, languageMarkers, pointsAtSandbox } from './artifact-check';

const [own, other] = allBrands as [(typeof allBrands)[number], (typeof allBrands)[number]];
const others = allBrands.filter((b) => b.id !== own.id);

/** Writes the build manifest as the build does last (again after a test changes a file). */
const stamp = (dir: string) => writeBuildManifest(dir, own, join(import.meta.dirname, '../../..'));

function cleanArtifact(): string {
  const dir = mkdtempSync(join(tmpdir(), 'artifact-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<title>${own.name}</title>`);
  writeFileSync(join(dir, 'configResponse.json'), JSON.stringify([{ countryId: own.countryId, brandId: own.id }]));
  writeFileSync(join(dir, '503.html'), `<p>Call ${own.phone}</p>`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dir, 'assets', 'index-AbC123xy.js'), 'console.log("portal")');
  stamp(dir);
  return dir;
}

describe('artifact check', () => {
  let dir: string;
  beforeEach(() => {
    dir = cleanArtifact();
  });

  it('passes a clean artifact of one brand', () => {
    expect(checkArtifact(dir, own, others)).toEqual([]);
  });

  it('fails a build manifest that is missing, names another brand or does not match the files', () => {
    const manifest = JSON.parse(readFileSync(join(dir, BUILD_MANIFEST), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, BUILD_MANIFEST), JSON.stringify({ ...manifest, brand: { id: other.id, slug: other.slug } }));
    writeFileSync(join(dir, 'assets', 'late-Qq1Ww2Ee.js'), 'written after the manifest');
    writeFileSync(join(dir, 'index.html'), `<title>${own.name} (changed)</title>`);
    const problems = checkArtifact(dir, own, [])
      .filter((p) => p.file === BUILD_MANIFEST)
      .map((p) => p.problem);
    expect(problems).toContain('does not name this brand');
    expect(problems).toContain('lists assets/late-Qq1Ww2Ee.js as absent, the artifact has 26');
    expect(problems.some((p) => p.startsWith('lists index.html as '))).toBe(true);
    rmSync(join(dir, BUILD_MANIFEST));
    expect(checkArtifact(dir, own, [])).toContainEqual({ file: BUILD_MANIFEST, problem: 'missing' });
  });

  it('catches another brand’s name planted in a chunk', () => {
    writeFileSync(join(dir, 'assets', 'policy-Zz9Yy8Xx.js'), `const footer = "${other.name}";`);
    expect(checkArtifact(dir, own, others)).toContainEqual({
      file: 'assets/policy-Zz9Yy8Xx.js',
      problem: `contains "${other.name.toLowerCase()}" of brand ${other.slug}`,
    });
  });

  it('catches another brand’s phone written without spaces, and its slug', () => {
    writeFileSync(join(dir, 'assets', 'x-12345678.js'), `tel:${other.phone.replace(/\D/g, '')} ${other.slug}.svg`);
    const problems = checkArtifact(dir, own, others).map((p) => p.problem);
    expect(problems).toContain(`contains "${other.phone.replace(/\D/g, '')}" of brand ${other.slug}`);
    expect(problems).toContain(`contains "${other.slug}" of brand ${other.slug}`);
  });

  it('catches a name written without its macrons', () => {
    const macron = allBrands.find((b) => /[\u0100-\u017f]/.test(b.name));
    if (!macron) throw new Error('the brand list has a name with a macron');
    const plain = macron.name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    writeFileSync(join(dir, 'index.html'), `<p>${plain}</p>`);
    expect(
      checkArtifact(
        dir,
        own,
        others.filter((b) => b.id === macron.id),
      ).map((p) => p.problem),
    ).toContain(`contains "${plain.toLowerCase()}" of brand ${macron.slug}`);
  });

  it('fails a configuration file holding every brand, and a missing 503 page', () => {
    writeFileSync(join(dir, 'configResponse.json'), JSON.stringify(allBrands.map((b) => ({ countryId: b.countryId, brandId: b.id }))));
    const copy = mkdtempSync(join(tmpdir(), 'artifact-'));
    cpSync(dir, copy, { recursive: true });
    const problems = checkArtifact(dir, own, []);
    expect(problems).toContainEqual({ file: 'configResponse.json', problem: 'must hold exactly this brand’s own entry' });
    writeFileSync(join(copy, 'configResponse.json'), JSON.stringify([{ countryId: own.countryId, brandId: own.id }]));
    expect(checkArtifact(copy, own, [])).toEqual([]);
  });

  it('fails a precompressed copy of configResponse.json (edited after the build, it would go stale); an asset’s is fine', () => {
    writeFileSync(join(dir, 'assets', 'index-AbC123xy.js.gz'), 'compressed');
    writeFileSync(join(dir, 'configResponse.json.gz'), 'compressed');
    stamp(dir);
    expect(checkArtifact(dir, own, [])).toEqual([
      {
        file: 'configResponse.json.gz',
        problem: 'a precompressed copy of the configuration would go stale when configResponse.json is edited',
      },
    ]);
  });

  it('fails a configuration that points at a sandbox path (the reCAPTCHA stand-in), wherever it is', () => {
    const entry = {
      countryId: own.countryId,
      brandId: own.id,
      captcha: { host: '', siteKey: 'k', scriptUrl: 'https://www.google.com/recaptcha/api.js' },
    };
    writeFileSync(join(dir, 'configResponse.json'), JSON.stringify([entry]));
    stamp(dir);
    expect(checkArtifact(dir, own, [])).toEqual([]);
    const planted = { ...entry, captcha: { ...entry.captcha, host: '/bot-check', scriptUrl: '/bot-check/recaptcha/api.js' } };
    writeFileSync(join(dir, 'configResponse.json'), JSON.stringify([planted]));
    stamp(dir);
    expect(checkArtifact(dir, own, [])).toEqual([
      { file: 'configResponse.json', problem: '[0].captcha.host points at the sandbox: "/bot-check"' },
      { file: 'configResponse.json', problem: '[0].captcha.scriptUrl points at the sandbox: "/bot-check/recaptcha/api.js"' },
    ]);
    expect(pointsAtSandbox('https://portal.example/gateway/registration.js')).toBe(true);
    expect(pointsAtSandbox('/__sandbox')).toBe(true);
    expect(pointsAtSandbox('/bot-checker')).toBe(false);
    expect(pointsAtSandbox('/api/v1/recaptcha/verify')).toBe(false);
    expect(pointsAtSandbox('bot-check')).toBe(false);
  });

  it('catches a language the brand is not offered in: a brand’s French wording or dayjs locale planted in a chunk', async () => {
    const extra = allBrands
      .flatMap((b) => brandLanguages(b).slice(1))
      .find((l) => l.load && !brandLanguages(own).some((o) => o.code === l.code));
    expect(extra, 'a brand offered in a second language').toBeDefined();
    const resources = await extra!.load!();
    const months = await dayjsMonthsOf(resources.dayjsLocale);
    const foreign = [{ code: extra!.code, markers: languageMarkers(extra!, resources, months) }];
    // A library's list of language names (a PDF writer's "fr-CA": "French (Canada)") is not the language.
    writeFileSync(join(dir, 'assets', 'pdf-Gg5Hh6Ii.js'), `const names={"${extra!.code}":"French (Canada)"}`);
    stamp(dir);
    expect(checkArtifact(dir, own, others, foreign)).toEqual([]);
    writeFileSync(join(dir, 'assets', 'locale-Aa1Bb2Cc.js'), `r={name:"${resources.dayjsLocale}",months:"${months.join('_')}".split("_")}`);
    const sample = Object.values(resources.wording['auth'] ?? {}).find(
      (t) => /[\u0080-\uffff]/.test(t) && t.length >= 12 && !t.includes('{'),
    );
    writeFileSync(join(dir, 'assets', 'login-Dd3Ee4Ff.js'), `const heading = ${JSON.stringify(sample)};`);
    stamp(dir);
    // The language's 503 wording planted in the 503 page.
    writeFileSync(join(dir, '503.html'), `<p>Call ${own.phone}</p><h1>${extra!.unavailable!.serviceUnavailable.body}</h1>`);
    stamp(dir);
    const problems = checkArtifact(dir, own, others, foreign).map((p) => p.file);
    expect(problems).toEqual(expect.arrayContaining(['assets/locale-Aa1Bb2Cc.js', 'assets/login-Dd3Ee4Ff.js', '503.html']));
  });
});
