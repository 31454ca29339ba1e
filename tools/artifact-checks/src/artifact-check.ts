import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { artifactFileSizes, BUILD_MANIFEST, type BuildManifest } from '@portal/vite-config/build-manifest';
import { sandboxPaths } from '@portal/vite-config';
import { sandboxNameProblems } from './artifact-check-gateway';

export type BrandIdentity = { id: number; slug: string; name: string; countryId: number; phone: string };
export type ArtifactProblem = { file: string; problem: string };

const REQUIRED = ['index.html', 'configResponse.json', '503.html', 'favicon.svg', 'manifest.webmanifest', BUILD_MANIFEST];

/** The ways a brand could leak: its name (also without macrons), slug and phone (also digits only). */
export function brandMarkers(brand: BrandIdentity): string[] {
  const plainName = brand.name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  const digits = brand.phone.replace(/\D/g, '');
  return [...new Set([brand.name, plainName, brand.slug, brand.phone, digits])].map((m) => m.toLowerCase());
}

/**
 * What would show a language in an artifact: its dayjs locale as bundled (its month names joined with "_", as in
 * dayjs/locale/<name>.js: "janvier_février_mars"; a bare "fr-ca" would match other libraries' lists of languages),
 * the language's own name ('Français') and its wording written with letters English has not (accents, the
 * typographic apostrophe), which no English text of the libs matches, with the unavailable pages' texts.
 */
export function languageMarkers(
  language: { name: string; unavailable?: { serviceUnavailable: Record<string, string>; configError: Record<string, string> } },
  resources: { wording: Record<string, Record<string, string>> },
  dayjsMonths: readonly string[] = [],
): string[] {
  // The unavailable pages' wording (503.html, the configuration failure page) is the language's too.
  const unavailable = language.unavailable ? [language.unavailable.serviceUnavailable, language.unavailable.configError] : [];
  const accented = [...Object.values(resources.wording), ...unavailable]
    .flatMap((keys) => Object.values(keys))
    .filter((text) => text.length >= 12 && /[\u0080-\uffff]/.test(text) && !text.includes('{'));
  const months = dayjsMonths.length >= 3 ? [dayjsMonths.slice(0, 3).join('_')] : [];
  return [...new Set([...months, language.name, ...accented])].filter((m) => m.length >= 4).map((m) => m.toLowerCase());
}

/** The month names of a dayjs locale (the markers of its bundled file). */
export async function dayjsMonthsOf(locale: string): Promise<string[]> {
  const module = (await import(`dayjs/locale/${locale}.js`)) as { default?: { months?: string[] } };
  return module.default?.months ?? [];
}

/** The sandbox's test-only paths (its bot check, gateway and control page); /api is the insurer's too. */
const SANDBOX_ONLY = sandboxPaths.filter((p) => p !== '/api');

/** Every string of a JSON value with where it is (e.g. "[0].captcha.scriptUrl"). */
function* stringsOf(value: unknown, where = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [where, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsOf(item, `${where}[${i}]`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringsOf(item, `${where}.${key}`);
}

/** A path or URL under one of the sandbox's paths ("/bot-check/recaptcha/api.js", "https://x.test/gateway"). */
export function pointsAtSandbox(value: string): boolean {
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return false;
  const { pathname } = new URL(value, 'http://relative.invalid');
  return SANDBOX_ONLY.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** The build manifest names this brand, a version, a commit and a build time, and every file with its real size. */
function manifestProblems(dir: string, brand: BrandIdentity): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, BUILD_MANIFEST), 'utf8')) as Partial<BuildManifest>;
  const problems: string[] = [];
  if (manifest.brand?.id !== brand.id || manifest.brand.slug !== brand.slug) problems.push('does not name this brand');
  if (!manifest.version) problems.push('has no version');
  if (!/^[0-9a-f]{40}$/.test(manifest.commit ?? '')) problems.push('has no commit hash');
  if (Number.isNaN(Date.parse(manifest.builtAt ?? ''))) problems.push('has no build time');
  const listed = manifest.files ?? {};
  const actual = artifactFileSizes(dir);
  for (const file of new Set([...Object.keys(listed), ...Object.keys(actual)])) {
    if (listed[file] !== actual[file])
      problems.push(`lists ${file} as ${listed[file] ?? 'absent'}, the artifact has ${actual[file] ?? 'no such file'}`);
  }
  return problems;
}

/**
 * Checks one brand's artifact: the required files exist, configResponse.json holds only this brand's entry and
 * points at no sandbox path (a production configuration, e.g. reCAPTCHA's own script), neither it nor the CSP names
 * a sandbox gateway component or a test-only source (./artifact-check-gateway.ts), and no file contains another
 * brand's name, slug or phone, nor anything of a language the brand is not offered in (`foreignLanguages`, from
 * languageMarkers).
 */
export function checkArtifact(
  dir: string,
  brand: BrandIdentity,
  others: BrandIdentity[],
  foreignLanguages: ReadonlyArray<{ code: string; markers: string[] }> = [],
): ArtifactProblem[] {
  const problems: ArtifactProblem[] = [];
  const files = [...filesUnder(dir)].map((f) => relative(dir, f));
  for (const name of REQUIRED) {
    if (!files.includes(name)) problems.push({ file: name, problem: 'missing' });
  }
  if (!files.some((f) => /^assets\/.+-[\w-]{8,}\.js$/.test(f))) {
    problems.push({ file: 'assets/', problem: 'no hashed JavaScript asset' });
  }
  if (files.includes('configResponse.json')) {
    const entries = JSON.parse(readFileSync(join(dir, 'configResponse.json'), 'utf8')) as Array<Record<string, unknown>>;
    const own = entries.length === 1 && entries[0]?.['brandId'] === brand.id && entries[0]?.['countryId'] === brand.countryId;
    if (!own) problems.push({ file: 'configResponse.json', problem: 'must hold exactly this brand’s own entry' });
    for (const [where, value] of stringsOf(entries)) {
      if (pointsAtSandbox(value)) problems.push({ file: 'configResponse.json', problem: `${where} points at the sandbox: "${value}"` });
    }
  }
  problems.push(...sandboxNameProblems(dir));
  if (files.includes(BUILD_MANIFEST)) {
    for (const problem of manifestProblems(dir, brand)) problems.push({ file: BUILD_MANIFEST, problem });
  }
  // configResponse.json is edited where it is served, after the build: a precompressed copy would go stale (nginx's
  // gzip_static would keep sending the build's), so nginx compresses it per request instead.
  for (const stale of files.filter((f) => /^configResponse\.json\.(gz|br)$/.test(f))) {
    problems.push({ file: stale, problem: 'a precompressed copy of the configuration would go stale when configResponse.json is edited' });
  }
  // Precompressed copies (.gz, .br) hold the same text as the files beside them, which are checked.
  for (const file of files.filter((f) => !/\.(gz|br)$/.test(f))) {
    const text = readFileSync(join(dir, file), 'utf8').toLowerCase();
    for (const other of others) {
      for (const marker of brandMarkers(other)) {
        if (text.includes(marker)) problems.push({ file, problem: `contains "${marker}" of brand ${other.slug}` });
      }
    }
    for (const language of foreignLanguages) {
      const found = language.markers.find((marker) => text.includes(marker));
      if (found) problems.push({ file, problem: `contains "${found}" of ${language.code}, a language this brand is not offered in` });
    }
  }
  return problems;
}
