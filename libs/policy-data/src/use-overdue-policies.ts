import { useMemo } from 'react';
import { usePolicies } from './use-policies';
import { POLICY_STATUS, type OverdueSummary, type PoliciesResult, type PolicyRecord } from './policy-model';

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
  /**
   * The policies the banner may list, known before their checks answer: those in Payment Overdue (40) by the customer
   * detail or their own, and those with a payment pending. The dashboard holds a row for each while the checks run.
   */
  candidates: PolicyRecord[];
  /** Every policy's detail has settled (the candidates' statuses are their details'). */
  detailsLoaded: boolean;
  /** Every outstanding-payments check has settled. */
  loaded: boolean;
};

const overdueUnchecked = (p: PolicyRecord) =>
  !p.pending &&
  (p.detailState === 'error' || p.paymentsState === 'error') &&
  (p.summary.PolicyStatusId === POLICY_STATUS.overdue || p.statusId === POLICY_STATUS.overdue);

const mayBeOverdue = (p: PolicyRecord) =>
  p.pending || p.summary.PolicyStatusId === POLICY_STATUS.overdue || p.statusId === POLICY_STATUS.overdue;

/** The overdue banner's policies, from what usePolicies gives (for a screen that has called it already). */
export const overduePoliciesOf = ({ policies, allDetailsLoaded, allPaymentsLoaded }: PoliciesResult): UseOverduePoliciesResult => ({
  overdue: policies.filter((p): p is OverduePolicy => p.overdue !== null && !p.pending),
  pending: policies.filter((p) => p.pending),
  unchecked: policies.filter(overdueUnchecked),
  candidates: policies.filter(mayBeOverdue),
  detailsLoaded: allDetailsLoaded,
  loaded: allPaymentsLoaded,
});

export function useOverduePolicies(): UseOverduePoliciesResult {
  const result = usePolicies();
  return useMemo(() => overduePoliciesOf(result), [result]);
}
