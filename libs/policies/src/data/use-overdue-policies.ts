import { useMemo } from 'react';
import { usePolicies } from './use-policies';
import type { OverdueSummary, PolicyRecord } from './policy-model';

export type OverduePolicy = PolicyRecord & { overdue: OverdueSummary };

export type UseOverduePoliciesResult = {
  /** Policies with payable overdue amounts (a policy with a payment pending is not among them). */
  overdue: OverduePolicy[];
  /** Policies with a payment being processed, listed separately. */
  pending: PolicyRecord[];
  /** Every outstanding-payments check has settled. */
  loaded: boolean;
};

export function useOverduePolicies(): UseOverduePoliciesResult {
  const { policies, allPaymentsLoaded } = usePolicies();
  return useMemo(
    () => ({
      overdue: policies.filter((p): p is OverduePolicy => p.overdue !== null && !p.pending),
      pending: policies.filter((p) => p.pending),
      loaded: allPaymentsLoaded,
    }),
    [policies, allPaymentsLoaded],
  );
}
