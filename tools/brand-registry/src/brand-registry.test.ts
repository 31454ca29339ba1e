import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configResponseSchema } from '@portal/config';
import { allBrands, registeredBrands } from './index';

// The brands' facts as the business gave them: the brands.tsv PORTAL_BRANDS names (.ci/run gives ../shared's). Each
// brand's own facts live in brands/<slug>/ only; without the table this check is skipped, and says so.
const brandsTable = process.env['PORTAL_BRANDS'];
if (!brandsTable) console.warn('brand-registry: PORTAL_BRANDS is not set, so the brands are not checked against the business table.');
const sharedBrands = (brandsTable ? readFileSync(resolve(brandsTable), 'utf8') : '')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map(([id, slug, name, countryId, phone]) => ({ id: Number(id), slug, name, countryId: Number(countryId), phone }));

describe('brand registry', () => {
  it.skipIf(!brandsTable)('holds the six brands of brands.tsv first, with their ids, names, countries and phones', () => {
    expect(
      allBrands.slice(0, sharedBrands.length).map(({ id, slug, name, countryId, phone }) => ({ id, slug, name, countryId, phone })),
    ).toEqual(sharedBrands);
  });

  it('holds every brand folder once, each with its own id (a generated brand registers itself)', () => {
    const folders = readdirSync(resolve(import.meta.dirname, '../../../brands'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(allBrands.map((b) => b.slug).sort()).toEqual(folders.sort());
    expect(new Set(allBrands.map((b) => b.id)).size).toBe(allBrands.length);
  });

  it.each(registeredBrands.map((r) => [r.brand.slug, r] as const))(
    '%s regional-config.json is one valid entry for its own country and brand',
    (slug) => {
      const entries = configResponseSchema.parse(
        JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../brands/${slug}/regional-config.json`), 'utf8')),
      );
      const brand = allBrands.find((b) => b.slug === slug);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ countryId: brand?.countryId, brandId: brand?.id });
    },
  );

  it('every configured pattern compiles and accepts its own country example', () => {
    for (const { regional } of registeredBrands) {
      for (const source of Object.values(regional.patterns)) expect(() => new RegExp(source ?? '')).not.toThrow();
      const example = /for example (\S+?)\.?$/.exec(regional.regionalisation.mobileInvalidMessage)?.[1] ?? '';
      expect(new RegExp(regional.patterns.mobile).test(example)).toBe(true);
    }
  });

  it('carries every feature-flag value and variant in at least one brand (brands/README.md matrix)', () => {
    const flags = registeredBrands.map((r) => r.regional.featureFlag);
    const ui = registeredBrands.map((r) => r.regional.regionalisation.updateContactDetails);
    const seen = <T>(values: T[]) => new Set(values);
    expect(seen(flags.map((f) => f.payNowWorkflowType))).toEqual(new Set(['A', 'B']));
    expect(seen(flags.map((f) => f.paymentUpdateWorkflowType))).toEqual(new Set(['A', 'B']));
    expect(seen(flags.map((f) => f.documentsFeature))).toEqual(new Set([0, 1]));
    for (const key of [
      'recaptchaFeature',
      'emailAuthFeature',
      'postcodeVerificationFeature',
      'extendedDishonourPolicies',
      'displayPaymentFrequency',
      'atLeastOneMethodContactValidation',
    ] as const) {
      expect(seen(flags.map((f) => f[key])), key).toEqual(new Set([true, false]));
    }
    expect(seen(ui.map((u) => u.swapPhoneNumberFields))).toEqual(new Set([true, false]));
    expect(seen(ui.map((u) => u.isEmailRequired))).toEqual(new Set([true, false]));
    expect(seen(registeredBrands.map((r) => r.regional.creditCardProvider))).toEqual(new Set([1, 2]));
  });
});
