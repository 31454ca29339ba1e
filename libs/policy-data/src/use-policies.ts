import { useMemo } from 'react';
import { useCustomerDetail } from '@portal/session';
import type { CustomerPolicy } from '@portal/core-api';
import { buildPolicyRecord } from './build-policy-record';
import { isPaymentPending } from './pending-payment';
import { isLapsedOrCancelled, type PoliciesResult, type PolicyRecord } from './policy-model';
import { likelyOrder, sortPolicies } from './sort-policies';
import { usePolicyQueries } from './use-policy-queries';
import { useStatusRefresh } from './use-status-refresh';

const NO_POLICIES: CustomerPolicy[] = [];

const settled = (state: PolicyRecord['detailState']) => state !== 'loading';

/**
 * All the customer's policies: summary, detail, outstanding payments, pending flag and documents, with the
 * loading counters of spec section 4. Used by the dashboard, the policy detail, the banners and other libs.
 * `documentsOf`: the policy whose document list the screen shows, asked for first (usePolicyQueries).
 */
export function usePolicies(documentsOf?: string): PoliciesResult {
  const customer = useCustomerDetail();
  const listed = customer.data?.Policies ?? NO_POLICIES;
  // Asked for in the order the cards will most likely take; shown in section 9's (sortPolicies), which this keeps.
  const summaries = useMemo(() => likelyOrder(listed), [listed]);
  const { details, payments, documents, paidAt, flags } = usePolicyQueries(summaries, documentsOf);
  const pendingNumbers = summaries
    .filter((summary, index) => isPaymentPending(payments[index]?.data, payments[index]?.dataUpdatedAt ?? 0, paidAt[summary.PolicyNumber]))
    .map((summary) => summary.PolicyNumber)
    .join(',');
  useStatusRefresh(
    summaries.map((s, i) => ({ policyNumber: s.PolicyNumber, data: payments[i]?.data, dataUpdatedAt: payments[i]?.dataUpdatedAt ?? 0 })),
  );

  return useMemo(() => {
    const records = summaries.map((summary, index) =>
      buildPolicyRecord({
        summary,
        detail: details[index],
        payments: payments[index],
        documents: documents[index],
        pendingFlag: pendingNumbers.split(',').includes(summary.PolicyNumber),
        documentsOn: flags.documentsFeature === 1,
        extendedDishonourOn: flags.extendedDishonourPolicies,
      }),
    );
    const count = (test: (record: PolicyRecord) => boolean) => records.filter(test).length;
    const detailsLoaded = count((r) => r.detailState !== 'loading');
    // A policy's payments are settled once checked, or when no check applies (inactive, or its detail failed).
    const paymentsLoaded = count((r) => r.detailState !== 'loading' && settled(r.paymentsState));
    const documentsLoaded = count((r) => r.detailState !== 'loading' && settled(r.documentsState));
    const customerState = customer.isError ? 'error' : customer.isSuccess ? 'loaded' : 'loading';
    return {
      customerState,
      policies: sortPolicies(records),
      asked: records,
      policyCount: records.length,
      detailsLoaded,
      paymentsLoaded,
      documentsLoaded,
      allDetailsLoaded: customerState === 'loaded' && detailsLoaded === records.length,
      allPaymentsLoaded: customerState === 'loaded' && paymentsLoaded === records.length,
      hasActivePolicies: records.some((r) => !isLapsedOrCancelled(r.statusId)),
    };
  }, [summaries, details, payments, documents, pendingNumbers, flags, customer.isError, customer.isSuccess]);
}
