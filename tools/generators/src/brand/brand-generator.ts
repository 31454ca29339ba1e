import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateFiles, installPackagesTask, names, type GeneratorCallback, type Tree } from '@nx/devkit';

export type BrandGeneratorSchema = { slug: string; name: string; country: number; brandId: number; phone?: string };

const COUNTRIES: Record<number, { locale: string; phone: (id: string) => string }> = {
  13: { locale: 'en-AU', phone: (id) => `1300 975 7${id}` },
  154: { locale: 'en-NZ', phone: (id) => `0800 975 7${id}` },
  39: { locale: 'en-CA', phone: (id) => `1-800-555-01${id}` },
};

export const REGISTRY = 'tools/brand-registry/src/index.ts';

const ts = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const xml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Brand ids already taken: each brand folder's regional configuration names its brand. */
function takenIds(tree: Tree): number[] {
  return tree.children('brands').flatMap((folder) => {
    const path = `brands/${folder}/regional-config.json`;
    if (!tree.exists(path)) return [];
    return (JSON.parse(tree.read(path, 'utf-8') ?? '[]') as Array<{ brandId?: number }>).map((e) => e.brandId ?? -1);
  });
}

function validate(tree: Tree, options: BrandGeneratorSchema): void {
  if (!/^[a-z][a-z0-9-]*$/.test(options.slug)) throw new Error(`Slug "${options.slug}" must be lower case letters, digits and hyphens.`);
  if (!COUNTRIES[options.country]) throw new Error(`Country ${options.country} is not one of 13, 154 or 39.`);
  if (!Number.isInteger(options.brandId) || options.brandId < 1) throw new Error(`Brand id ${options.brandId} must be a positive integer.`);
  if (!options.name.trim() || /[\n\r]/.test(options.name)) throw new Error('The name must be one line of text.');
  for (const folder of [`brands/${options.slug}`, `apps/${options.slug}`]) {
    if (tree.exists(folder)) throw new Error(`A brand with slug "${options.slug}" exists: ${folder}.`);
  }
  if (takenIds(tree).includes(options.brandId)) throw new Error(`Brand id ${options.brandId} is taken by another brand.`);
}

/** The country's regional configuration, made this brand's: its id, its CRN suffix, its phone in tel: links. */
function regionalConfig(options: BrandGeneratorSchema, phone: string): string {
  const template = readFileSync(join(import.meta.dirname, 'country-templates', `regional-config.${options.country}.json`), 'utf8');
  const entries = JSON.parse(template.replaceAll('__phoneDigits__', phone.replace(/\D/g, ''))) as Array<Record<string, unknown>>;
  const entry = { ...entries[0], brandId: options.brandId, crnSuffix: String(options.brandId).padStart(2, '0') };
  return `${JSON.stringify([entry], null, 2)}\n`;
}

/** Adds the brand to the hand-written registry: its two imports and its register() line. */
function register(tree: Tree, slug: string): void {
  const source = tree.read(REGISTRY, 'utf-8');
  const ident = names(slug).propertyName;
  const anchor = 'import { selectRegionalConfig';
  const list = /(export const registeredBrands: readonly RegisteredBrand\[\] = \[\n(?:.*\n)*?)(\];)/;
  if (!source?.includes(anchor) || !list.test(source)) throw new Error(`${REGISTRY} no longer has the shape the generator edits.`);
  const imports =
    `import { brand as ${ident} } from '@portal/brand-${slug}';\n` +
    `import ${ident}Config from '@portal/brand-${slug}/regional-config.json' with { type: 'json' };\n`;
  tree.write(REGISTRY, source.replace(anchor, `${imports}${anchor}`).replace(list, `$1  register(${ident}, ${ident}Config),\n$2`));
}

/**
 * `nx g @portal/tools:brand --slug=<slug> --name="<Name>" --country=<13|154|39> --brandId=<n>`: a new brand's app and
 * brand folder, registered for the tooling. The build writes its nginx site like every brand's. Afterwards npm install
 * links the new workspace packages.
 */
export default function brandGenerator(tree: Tree, options: BrandGeneratorSchema): GeneratorCallback {
  validate(tree, options);
  const country = COUNTRIES[options.country];
  if (!country) throw new Error('unreachable');
  const phone = options.phone ?? country.phone(String(options.brandId).padStart(2, '0'));
  generateFiles(tree, join(import.meta.dirname, 'files'), '.', {
    ...options,
    tmpl: '',
    locale: country.locale,
    phone,
    domain: `my.${options.slug}.example`,
    logoWidth: 62 + Math.ceil(options.name.length * 12.5),
    ts,
    xml,
  });
  tree.write(`brands/${options.slug}/regional-config.json`, regionalConfig(options, phone));
  register(tree, options.slug);
  return () => installPackagesTask(tree, true);
}
