import { registeredBrands, type RegisteredBrand } from '@portal/brand-registry';
import { test } from './fixtures';
import { E2E_SLUGS, UNSERVED_SLUGS } from './ports';

/**
 * The end-to-end matrix: which brands and viewports each test runs in, decided when the spec file loads.
 *
 * - Projects are viewports (`desktop`, `phone`), not brands. A spec generates its tests per brand with `forBrands`,
 *   which wraps them in `test.describe(<slug>)` and sets the `brandSlug` option (the `brand` fixture and `baseURL`
 *   follow from it). Titles read `[desktop] › login.spec.ts › tamarack › login … › by e-mail`, so
 *   `--grep tamarack` runs one brand and `--project=phone` one viewport.
 * - A test that does not apply to a brand is not generated for it: pick the brands with `brandsWhere` or
 *   `covering`, never `test.skip(!persona)` at run time.
 * - The full set of a feature runs in `covering([country, …the feature's variants])`: the fewest brands (greedy, in
 *   registry order) that together carry every country and every value of the feature's flags. The other brands that
 *   have the feature get a smoke path (smoke.spec.ts: login, dashboard, one page of each feature, axe).
 * - Every test runs at desktop width. A layout-sensitive test (axe on a form, navigation, keyboard flows) passes
 *   `PHONE` (the `@phone` tag) to run at phone width too: `test('…', PHONE, async ({ page, brand }) => …)`.
 *
 * ```ts
 * const full = covering([country, paymentUpdate], brandsWhere((b) => Boolean(overduePersonaOf(b))));
 * forBrands(full, (b) => {
 *   test('pays by card', PHONE, async ({ page, brand }) => { … });
 * });
 * ```
 */

export type Brand = RegisteredBrand;
/** A property of a brand whose every value the full set must carry (a country, a flag, a variant). */
export type Dimension = (b: Brand) => unknown;

/** Runs the test at phone width as well as at desktop width (the phone project runs only tests tagged so). */
export const PHONE = { tag: '@phone' } as const;
export const PHONE_TAG = PHONE.tag;

// The dimensions of brands/README.md's flag matrix.
export const country: Dimension = (b) => b.brand.countryId;
export const paymentUpdate: Dimension = (b) => b.regional.featureFlag.paymentUpdateWorkflowType;
export const documents: Dimension = (b) => b.regional.featureFlag.documentsFeature;
export const botCheck: Dimension = (b) => b.regional.featureFlag.recaptchaFeature;
export const emailLogin: Dimension = (b) => b.regional.featureFlag.emailAuthFeature;
export const cardProvider: Dimension = (b) => b.regional.creditCardProvider;
export const dobOrder: Dimension = (b) => b.regional.regionalisation.dateOfBirth.order.join(' ');

/**
 * Every brand the suite serves (ports.ts's E2E_SLUGS: every registered brand the sandbox has personas for), in
 * registry order. A brand the generator adds joins as soon as the sandbox has its personas; until then the suite
 * leaves it out and says so once when it starts (not again in each worker).
 */
export const allBrands: readonly Brand[] = registeredBrands.filter((b) => E2E_SLUGS.includes(b.brand.slug));
if (UNSERVED_SLUGS.length > 0 && process.env['TEST_WORKER_INDEX'] === undefined) {
  console.warn(`e2e: registered brand(s) without sandbox personas left out of the matrix: ${UNSERVED_SLUGS.join(', ')}`);
}

export const brandsWhere = (keep: (b: Brand) => unknown, among: readonly Brand[] = allBrands): Brand[] =>
  among.filter((b) => Boolean(keep(b)));

/** The brands with these slugs, in registry order (for a set a spec must name, e.g. where its personas live). */
export const brandsNamed = (...slugs: string[]): Brand[] => {
  const unknown = slugs.filter((slug) => !allBrands.some((b) => b.brand.slug === slug));
  if (unknown.length) throw new Error(`Unknown brand(s): ${unknown.join(', ')}`);
  return allBrands.filter((b) => slugs.includes(b.brand.slug));
};

/**
 * The fewest brands of `among` (greedy: each round the brand that adds the most uncovered values, ties in registry
 * order) that together carry every value `among` has of every dimension.
 */
export function covering(dimensions: readonly Dimension[], among: readonly Brand[] = allBrands): Brand[] {
  const valuesOf = (b: Brand) => dimensions.map((d, i) => `${i}:${JSON.stringify(d(b))}`);
  const uncovered = new Set(among.flatMap(valuesOf));
  const chosen: Brand[] = [];
  while (uncovered.size > 0) {
    let best: Brand | undefined;
    let gain = 0;
    for (const b of among) {
      const adds = valuesOf(b).filter((v) => uncovered.has(v)).length;
      if (adds > gain) [best, gain] = [b, adds];
    }
    if (!best) break;
    chosen.push(best);
    for (const v of valuesOf(best)) uncovered.delete(v);
  }
  return allBrands.filter((b) => chosen.includes(b));
}

/** The brands of `among` that are not in `chosen` (those a feature's smoke path covers). */
export const others = (chosen: readonly Brand[], among: readonly Brand[] = allBrands): Brand[] => among.filter((b) => !chosen.includes(b));

/**
 * Generates `body`'s tests once per brand, in a describe titled with the brand's slug whose tests get that brand
 * (the `brand` fixture, `baseURL` its artifact). `body` receives the brand, to generate per-brand data at load time.
 */
export function forBrands(brands: readonly Brand[], body: (brand: Brand) => void): void {
  for (const b of brands) {
    test.describe(b.brand.slug, () => {
      test.use({ brandSlug: b.brand.slug });
      body(b);
    });
  }
}

/** `PHONE` when `atPhoneWidth`, else no tag: for tests generated in a loop of which only some run at phone width. */
export const phoneIf = (atPhoneWidth: boolean) => (atPhoneWidth ? PHONE : {});
