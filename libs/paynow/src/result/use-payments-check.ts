import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRealtimePayments, type RealtimePaymentsResult } from '@portal/core-api';
import { markPolicyPending, useRefreshPolicy, type PolicyRecord } from '@portal/policy-data';
import { useApiClient, useSession } from '@portal/session';
import { usePayNowSelection } from '../selection/selection-store';
import type { PayNowReturn } from './use-finalise-payment';

/**
 * What the policy's payments check says after a finalise whose outcome is unknown: 'processing' (473, or 469 a
 * transaction in flight), 'received' (204, 467, or none of the paid payments still listed), 'due' (the paid payments
 * still listed), 'unconfirmed' (the check failed), 'checking' meanwhile.
 */
export type PaymentsCheckOutcome = 'checking' | 'processing' | 'received' | 'due' | 'unconfirmed';

/** Still due: in extended dishonour every overdue payment was paid, so any listed; otherwise one of those paid. */
function paidStillListed(result: RealtimePaymentsResult, leg: PayNowReturn, extendedDishonour: boolean): boolean {
  if (result.outcome !== 'payments') return false;
  if (extendedDishonour || leg.transactionIds.length === 0) return result.payments.length > 0;
  return result.payments.some((p) => p.TransactionId !== null && leg.transactionIds.includes(p.TransactionId));
}

const outcomeOf = (result: RealtimePaymentsResult, leg: PayNowReturn, extendedDishonour: boolean): PaymentsCheckOutcome => {
  if (result.outcome === 'pending' || result.outcome === 'in-flight') return 'processing';
  return paidStillListed(result, leg, extendedDishonour) ? 'due' : 'received';
};

/**
 * The policy's outstanding-payments check (section 4, getrealtimepayments), asked once when a finalise's outcome is
 * unknown. Its status is read as core-api reads it for the policy data layer; the outcome (which 469 must keep, and
 * the policy record does not carry) decides what the page offers. Processing (473, or 469: our payment may be the
 * transaction in flight) marks the policy pending as a success does, so no Pay Now is offered for it meanwhile;
 * otherwise the policy's own data is refreshed, so that the dashboard and a new Pay Now see the payments as they are.
 */
export function usePaymentsCheck(policy: PolicyRecord | undefined, leg: PayNowReturn): PaymentsCheckOutcome {
  const client = useApiClient();
  const { customerLoginId } = useSession();
  const refreshPolicy = useRefreshPolicy();
  const clearSelection = usePayNowSelection((s) => s.clear);
  const policyNumber = policy?.policyNumber ?? '';
  const check = useQuery({
    queryKey: ['paynow', 'check', leg.transactionId],
    queryFn: ({ signal }) =>
      getRealtimePayments(client, { clientPolicyNumber: policyNumber, ClientPortalLoginId: customerLoginId! }, signal),
    enabled: policy !== undefined && customerLoginId !== null,
    staleTime: Infinity,
    retry: false,
  });
  const outcome: PaymentsCheckOutcome = check.isError
    ? 'unconfirmed'
    : check.data
      ? outcomeOf(check.data, leg, policy?.extendedDishonour ?? false)
      : 'checking';

  useEffect(() => {
    if (outcome === 'checking' || outcome === 'unconfirmed') return;
    if (outcome !== 'due') clearSelection(policyNumber);
    if (outcome === 'processing') markPolicyPending(policyNumber);
    else void refreshPolicy(policyNumber);
  }, [outcome, policyNumber, clearSelection, refreshPolicy]);
  return outcome;
}
