import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCustomerDetail, useSession } from '@portal/session';
import type { CustomerPolicy } from '@portal/core-api';
import { buildPolicyRecord } from './build-policy-record';
import { isPaymentPending } from './pending-payment';
import { policyKeys } from './policy-query-keys';
import { isLapsedOrCancelled, type PoliciesResult, type PolicyRecord } from './policy-model';
import { sortPolicies } from './sort-policies';
import { usePolicyQueries } from './use-policy-queries';

const NO_POLICIES: CustomerPolicy[] = [];

const settled = (state: PolicyRecord['detailState']) => state !== 'loading';

/**
 * All the customer's policies: summary, detail, outstanding payments, pending flag and documents, with the
 * loading counters of spec section 4. Used by the dashboard, the policy detail, the banners and other libs.
 */
export function usePolicies(): PoliciesResult {
  const customer = useCustomerDetail();
  const summaries = customer.data?.Policies ?? NO_POLICIES;
  const { details, payments, documents, paidAt, flags } = usePolicyQueries(summaries);
  const pendingNumbers = summaries
    .filter((summary, index) => isPaymentPending(payments[index]?.data, payments[index]?.dataUpdatedAt ?? 0, paidAt[summary.PolicyNumber]))
    .map((summary) => summary.PolicyNumber)
    .join(',');
  useRefreshWhenCleared(pendingNumbers);

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

/**
 * A payment that stops being pending went through (spec section 4: "status refreshed"): the policy's detail is loaded
 * again. `pendingNumbers` is the comma-separated list of pending policies. Several screens may run this at once; a
 * refresh already under way is joined, not restarted.
 */
function useRefreshWhenCleared(pendingNumbers: string): void {
  const queryClient = useQueryClient();
  const loginId = useSession().customerLoginId ?? '';
  const before = useRef<string[]>([]);
  useEffect(() => {
    const now = pendingNumbers ? pendingNumbers.split(',') : [];
    for (const policyNumber of before.current.filter((n) => !now.includes(n))) {
      void queryClient.invalidateQueries({ queryKey: policyKeys.detail(loginId, policyNumber) }, { cancelRefetch: false });
    }
    before.current = now;
  }, [pendingNumbers, queryClient, loginId]);
}
