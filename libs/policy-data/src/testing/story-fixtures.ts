import type { QueryClient } from '@tanstack/react-query';
import { customerDetailQueryKey } from '@portal/session';
import type { RegionalConfig } from '@portal/config';
import {
  byCollectionDate,
  normaliseCustomerDetail,
  normalisePolicyDetail,
  toOutstandingPayment,
  type CustomerDetail,
  type CustomerPolicy,
} from '@portal/core-api';
import { seedFixtures, seedFixturesInBrand, type PersonaFixture, type PersonaId, type PolicyFixture } from '@portal/sandbox-api';
import { buildPolicyRecord } from '../build-policy-record';
import type { PaymentsCheck } from '../load-outstanding-payments';
import type { PolicyRecord } from '../policy-model';
import { policyKeys } from '../policy-query-keys';

/**
 * Story data from the sandbox's persona fixtures (the same data the sandbox API serves), shaped as the portal's
 * queries hold it. Stories run without the API: the query cache is seeded instead.
 */
const fixtures = seedFixtures();
const inBrand = new Map<number, PersonaFixture[]>();

/**
 * A persona's fixture; with a brand id, as a customer of that brand (its region's address, phones and bank accounts:
 * the sandbox's fixtureInBrand), so each brand's story shows its own region's data.
 */
export const personaFixture = (id: PersonaId, brandId?: number) => {
  let source = fixtures;
  if (brandId !== undefined) {
    if (!inBrand.has(brandId)) inBrand.set(brandId, seedFixturesInBrand(brandId));
    source = inBrand.get(brandId) ?? fixtures;
  }
  const found = source.find((f) => f.login.id === id);
  if (!found) throw new Error(`No persona ${id}`);
  return found;
};

/** As the sandbox's getcustomerdetail lists a policy. */
const summaryOf = (policy: PolicyFixture): CustomerPolicy => ({
  PolicyNumber: policy.detail.PolicySummary.PolicyNumber,
  Product: policy.detail.Product.ProductName,
  OwnerMandatoryBenefitSI: policy.detail.LifeInsured[0]?.BenefitDetails.find((b) => (b.CpiSumInsured ?? 0) > 0)?.CpiSumInsured ?? null,
  RenewalDate: policy.detail.PolicySummary.RenewalDate,
  SaleCompletedDate: policy.saleCompletedDate,
  ClaimInProgress: policy.claimInProgress,
  PolicyStatusId: policy.detail.PolicyStatus.PolicyStatusId,
});

export const customerDetailOf = (id: PersonaId, brandId?: number): CustomerDetail => {
  const persona = personaFixture(id, brandId);
  return normaliseCustomerDetail({ ...persona.customer, Policies: persona.policies.map(summaryOf) });
};

/** What the outstanding-payments check of this policy gives (spec section 4). */
export const paymentsCheckOf = (policy: PolicyFixture): PaymentsCheck => {
  const payments = policy.payments.map(toOutstandingPayment).sort(byCollectionDate);
  switch (policy.realtime) {
    case 'none-467':
      return { outcome: 'none', payments: [], pending: false };
    case 'in-flight-469':
      return { outcome: 'in-flight', payments: [], pending: false };
    case 'pending-473':
      return { outcome: 'pending', payments: [], pending: true };
    default:
      return payments.length ? { outcome: 'payments', payments, pending: false } : { outcome: 'cleared', payments: [], pending: false };
  }
};

const loaded = <T>(data: T) => ({ data, error: null, isError: false, isSuccess: true, fetchStatus: 'idle' });

/** One persona's policy as usePolicies gives it, fully loaded. */
export function policyRecordOf(
  id: PersonaId,
  policyNumber: string,
  flags?: Partial<RegionalConfig['featureFlag']>,
  /** As a customer of this brand (its region's bank account formats): a story passes the tile's brand id. */
  brandId?: number,
): PolicyRecord {
  const policy = personaFixture(id, brandId).policies.find((p) => p.detail.PolicySummary.PolicyNumber === policyNumber);
  if (!policy) throw new Error(`No policy ${policyNumber} for ${id}`);
  const active = policy.detail.PolicyStatus.PolicyStatusId < 50;
  return buildPolicyRecord({
    summary: summaryOf(policy),
    detail: loaded(normalisePolicyDetail(policy.detail)),
    payments: active ? loaded(paymentsCheckOf(policy)) : undefined,
    documents: loaded(policy.documents.map((d) => d.hit)),
    pendingFlag: false,
    documentsOn: (flags?.documentsFeature ?? 1) === 1,
    extendedDishonourOn: flags?.extendedDishonourPolicies ?? true,
  });
}

/**
 * Seeds a QueryClient with everything the portal loads for a persona: customer detail and features (the auth
 * lib's queries, signed out in stories so they never fetch) and each policy's detail, payments and documents.
 */
export function seedPersona(queryClient: QueryClient, id: PersonaId, options: { features?: boolean; brandId?: number } = {}): void {
  const persona = personaFixture(id, options.brandId);
  queryClient.setQueryData(customerDetailQueryKey(null), customerDetailOf(id, options.brandId));
  queryClient.setQueryData(['features', null], options.features === false ? [] : persona.features);
  for (const policy of persona.policies) {
    const n = policy.detail.PolicySummary.PolicyNumber;
    queryClient.setQueryData(policyKeys.detail('', n), normalisePolicyDetail(policy.detail));
    queryClient.setQueryData(policyKeys.payments('', n), paymentsCheckOf(policy));
    queryClient.setQueryData(
      policyKeys.documents('', n),
      policy.documents.map((d) => d.hit),
    );
  }
}
