import type { RegisteredBrand } from '@portal/brand-registry';
import { FLOOR_MATRIX_PERSONAS, personas, seedFixtures, type PersonaId, type PolicyFixture } from '@portal/sandbox-api';

/**
 * What the e2e sandbox serves for each persona (its seeded fixtures), to derive what the policy screens must show.
 * Dates are relative to today, as the sandbox's are.
 */
const fixtures = seedFixtures();

/** The personas a brand's artifact can log in (the sandbox checks the brand id); not the locked one. */
/** The bench's floor matrix, but those the suite had before it (nz-single, and au-thirty with au-many's mix). */
const benchOnly: readonly string[] = Object.values(FLOOR_MATRIX_PERSONAS)
  .flat()
  .filter((id) => id !== 'nz-single' && id !== 'au-thirty');

export const personasOfBrand = (brandId: number): PersonaId[] =>
  personas.filter((p) => p.brandId === brandId && !p.locked && !benchOnly.includes(p.id)).map((p) => p.id);

export const policiesOf = (id: PersonaId): PolicyFixture[] => fixtures.find((f) => f.login.id === id)?.policies ?? [];

export const hasCrossSell = (id: PersonaId) => (fixtures.find((f) => f.login.id === id)?.features.length ?? 0) > 0;

export const numberOf = (p: PolicyFixture) => p.detail.PolicySummary.PolicyNumber;
export const statusOf = (p: PolicyFixture) => p.detail.PolicyStatus.PolicyStatusId;
export const isInactive = (p: PolicyFixture) => statusOf(p) >= 50;
export const methodOf = (p: PolicyFixture) =>
  (({ 1: 'card', 2: 'dd', 3: 'cheque' }) as const)[p.detail.PaymentMethod.PaymentMethodId as 1 | 2 | 3];
export const productTypeOf = (p: PolicyFixture) => p.detail.Product.ProductType.ProductTypeId;

/** Overdue and payable now: active, answering a list of payments (not pending, not in flight). */
export const isPayable = (p: PolicyFixture) => !isInactive(p) && p.realtime === 'payments' && p.payments.length > 0;

/** One policy of each (product type, status, payment method) seen, at most `max`: every kind, without all 50. */
export function sampleKinds(policies: PolicyFixture[], max = 10): PolicyFixture[] {
  const seen = new Set<string>();
  const picked: PolicyFixture[] = [];
  for (const p of policies) {
    const kind = `${productTypeOf(p)}-${statusOf(p)}-${methodOf(p)}`;
    if (seen.has(kind) || picked.length >= max) continue;
    seen.add(kind);
    picked.push(p);
  }
  return picked;
}

/** A policy number that belongs to a customer of another brand. */
export const policyOfAnotherBrand = (brandId: number): string => {
  const other = personas.find((p) => p.brandId !== brandId && !p.locked);
  const policy = other ? policiesOf(other.id)[0] : undefined;
  return policy ? numberOf(policy) : '00000000';
};

/** 'MM-YY' to 'MM/YYYY'. */
export const shownExpiry = (ccExpiry: string | null | undefined) => (ccExpiry ? ccExpiry.replace(/^(\d{2})-(\d{2})$/, '$1/20$2') : 'N/A');

export const expiredCard = (p: PolicyFixture) => {
  const m = /^(\d{2})-(\d{2})$/.exec(p.detail.PolicySummary.CCExpiry ?? '');
  if (!m) return true;
  const now = new Date();
  return (2000 + Number(m[2])) * 12 + Number(m[1]) - 1 < now.getFullYear() * 12 + now.getMonth();
};

/**
 * Money and dates as a customer of the brand must read them, computed here without the portal's formatters: exact
 * sums in cents of the seeded amounts, written by Intl in the brand's own locale (its dollar as '$', as the portal
 * writes it in every English-speaking region), and wire dates in the short form of the brand's configured region.
 */
export const centsOf = (amounts: readonly (number | null | undefined)[]): number =>
  amounts.reduce<number>((sum, a) => sum + Math.round((a ?? 0) * 100), 0);

const DOLLAR_OF_REGION: Record<string, string> = { AU: 'AUD', NZ: 'NZD', CA: 'CAD' };

export function moneyIn(brand: RegisteredBrand): (cents: number) => string {
  const region = brand.brand.locale.split('-')[1] ?? '';
  const currency = DOLLAR_OF_REGION[region];
  if (!currency) throw new Error(`No dollar known for the locale ${brand.brand.locale}`);
  const format = new Intl.NumberFormat(brand.brand.locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  return (cents) => format.format(cents / 100);
}

/** A wire date's calendar day ('YYYY-MM-DD…'), at noon local time: no zone or daylight-saving change moves its day. */
const dayOf = (wire: string) => {
  const [y, m, d] = wire.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

export function shortDateIn(brand: RegisteredBrand): (wire: string | null | undefined) => string {
  const format = new Intl.DateTimeFormat(brand.regional.regionalisation.dates.region, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return (wire) => (wire ? format.format(dayOf(wire)) : '');
}

/** Whole days from today to a wire date (the payment details' '(due in N days)'). */
export const daysFromToday = (wire: string) => {
  const now = new Date();
  return Math.round((dayOf(wire).getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12).getTime()) / 86_400_000);
};

/** The dashboard's cover amount: the owner's first benefit with a sum insured (what getcustomerdetail summarises). */
export const coverCentsOf = (p: PolicyFixture) =>
  centsOf([p.detail.LifeInsured[0]?.BenefitDetails.find((b) => (b.CpiSumInsured ?? 0) > 0)?.CpiSumInsured]);

/** Section 9: the instalment is every benefit's premium of every life insured. */
export const instalmentCentsOf = (p: PolicyFixture) =>
  centsOf(p.detail.LifeInsured.flatMap((life) => life.BenefitDetails.map((b) => b.FrequencyPremiumAmount)));
