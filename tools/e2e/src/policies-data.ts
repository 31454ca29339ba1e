import { personas, seedFixtures, type PersonaId, type PolicyFixture } from '@portal/sandbox-api';

/**
 * What the e2e sandbox serves for each persona (its seeded fixtures), to derive what the policy screens must show.
 * Dates are relative to today, as the sandbox's are.
 */
const fixtures = seedFixtures();

/** The personas a brand's artifact can log in (the sandbox checks the brand id); not the locked one. */
export const personasOfBrand = (brandId: number): PersonaId[] =>
  personas.filter((p) => p.brandId === brandId && !p.locked).map((p) => p.id);

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
