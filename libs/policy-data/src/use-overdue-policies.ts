import { useMemo } from 'react';
import { usePolicies } from './use-policies';
import { POLICY_STATUS, type OverdueSummary, type PolicyRecord } from './policy-model';

export type OverduePolicy = PolicyRecord & { overdue: OverdueSummary };

export type UseOverduePoliciesResult = {
  /** Policies with payable overdue amounts (a policy with a payment pending is not among them). */
  overdue: OverduePolicy[];
  /** Policies with a payment being processed, listed separately. */
  pending: PolicyRecord[];
  /**
   * Policies in Payment Overdue (40) whose amount owed could not be loaded (their detail or payments check failed):
   * named in the banner with a way to try again, never silently left out.
   */
  unchecked: PolicyRecord[];
  /** Every outstanding-payments check has settled. */
  loaded: boolean;
};

const overdueUnchecked = (p: PolicyRecord) =>
  !p.pending &&
  (p.detailState === 'error' || p.paymentsState === 'error') &&
  (p.summary.PolicyStatusId === POLICY_STATUS.overdue || p.statusId === POLICY_STATUS.overdue);

export function useOverduePolicies(): UseOverduePoliciesResult {
  const { policies, allPaymentsLoaded } = usePolicies();
  return useMemo(
    () => ({
      overdue: policies.filter((p): p is OverduePolicy => p.overdue !== null && !p.pending),
      pending: policies.filter((p) => p.pending),
      unchecked: policies.filter(overdueUnchecked),
      loaded: allPaymentsLoaded,
    }),
    [policies, allPaymentsLoaded],
  );
}
