import { describe, expect, it } from 'vitest';
import { brandLanguages } from '@portal/config';
import { registeredBrands } from './index';

/**
 * Completeness (every namespace and key of the libs' wording) is the type check's: a language's wording is a
 * CompleteWording of i18next's typed resources (brands/tamarack/src/fr/wording.fr.ts). Its texts against the libs'
 * English (placeholders kept, the language's plural forms) are checked by tools/scripts' language-wording.test.ts.
 */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every string in a configuration tree, by its path ('pages.policyDetails.inboxTitle'). */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => strings(v, path ? `${path}.${key}` : key));
}

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined), value);

/** Texts of the regional configuration that are settings, not words. */
const NOT_WORDING = new Set(['dates.region']);

const multilingual = registeredBrands.flatMap(({ brand, regional }) =>
  brandLanguages(brand)
    .slice(1)
    .map((language) => [`${brand.slug} ${language.code}`, { brand, regional, language }] as const),
);

describe('brand languages', () => {
  it('only brands that declare languages have more than one, default first (its locale)', () => {
    for (const { brand } of registeredBrands) {
      const languages = brandLanguages(brand);
      expect(languages[0]?.code).toBe(brand.locale);
      expect(new Set(languages.map((l) => l.code)).size).toBe(languages.length);
      if (!brand.languages) expect(languages).toHaveLength(1);
    }
  });

  it.each(multilingual)('%s: loads its resources, with its dayjs locale', async (_, { language }) => {
    expect(language.load).toBeTypeOf('function');
    const resources = await language.load!();
    expect(resources.dayjsLocale).toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
  });

  it.each(multilingual)('%s: the regional configuration’s messages and the brand’s own texts', async (_, { brand, regional, language }) => {
    const resources = await language.load!();
    const texts = [...strings(regional.regionalisation).filter(([path]) => !NOT_WORDING.has(path))];
    const missing = texts.filter(([path]) => typeof at(resources.regional.regionalisation, path) !== 'string').map(([path]) => path);
    expect(missing).toEqual([]);
    for (const [path, english] of texts) {
      expect(placeholders(at(resources.regional.regionalisation, path) as string), path).toEqual(placeholders(english));
    }
    expect(resources.regional.bankInfoName).toBeTypeOf('string');
    expect(resources.brand.headerText).not.toBe(brand.headerText);
    expect(resources.brand.footer.labels).toHaveLength(brand.footer.labels.length);
    expect(resources.brand.footer.links.map((l) => (l.href.startsWith('/') ? l.href : 'external'))).toEqual(
      brand.footer.links.map((l) => (l.href.startsWith('/') ? l.href : 'external')),
    );
  });
});

describe('the unavailable pages in each language beyond the default', () => {
  it.each(multilingual)(
    '%s: the 503 page and the configuration failure page, the phone where the default has it',
    async (_, { language }) => {
      const words = language.unavailable;
      expect(words, 'BrandLanguage.unavailable').toBeDefined();
      for (const text of [...Object.values(words!.serviceUnavailable), ...Object.values(words!.configError)]) {
        expect(text.trim()).not.toBe('');
      }
      expect(placeholders(words!.serviceUnavailable.help)).toEqual(['phone']);
      // The configuration failure page and the portal's own shell wording say the same thing in this language.
      const { wording } = await language.load!();
      expect(words!.configError).toEqual({
        heading: wording['shell']?.['configError.heading'],
        body: wording['shell']?.['configError.body'],
      });
      expect(placeholders(words!.configError.body)).toEqual(['phone']);
    },
  );
});
