import { useQuery } from '@tanstack/react-query';
import type { CollectionPayment } from '@portal/core-api';
import { PAYMENT_METHOD, type PolicyRecord } from '@portal/policies';
import { useApiClient, useSession } from '@portal/session';
import { isPayable } from '../selection/selection-rules';
import { finaliseOnce, type FinaliseInput } from './finalise-once';
import { readReceipt, type ReceiptRecord } from './receipt-record';

/** The return leg's query parameters (spec section 4): the gateway's transaction and the paid transaction ids. */
export type ReturnLeg = { transactionId: string; transactionIds: number[] };

export function readReturnLeg(search: URLSearchParams): ReturnLeg | null {
  const transactionId = search.get('transactionidentifier');
  const passthrough = search.get('passthroughparamobject');
  if (!transactionId || passthrough === null) return null;
  const transactionIds = passthrough
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  return { transactionId, transactionIds };
}

const settled = (policy: PolicyRecord) => policy.detailState !== 'loading' && policy.paymentsState !== 'loading';

/** Builds completecollection from the policy as loaded now (before the payment is recorded). */
export function finaliseInputOf(policy: PolicyRecord, leg: ReturnLeg, customerLoginId: string): FinaliseInput {
  const ids = new Set(leg.transactionIds);
  const payable = policy.payments.filter(isPayable);
  // Extended dishonour (status 1 or 2): the overdue payments themselves; otherwise objects with TransactionId.
  const Payments: CollectionPayment[] = policy.extendedDishonour
    ? payable.filter((p) => ids.has(p.TransactionId))
    : leg.transactionIds.map((TransactionId) => ({ TransactionId }));
  const summary = policy.detail?.PolicySummary;
  return {
    params: {
      ClientPortalLoginId: customerLoginId,
      ClientPolicyNumber: policy.policyNumber,
      TransactionIdentifier: leg.transactionId,
      Payments,
    },
    record: {
      policyNumber: policy.policyNumber,
      paidCount: leg.transactionIds.length,
      overdueCount: Math.max(payable.length, leg.transactionIds.length),
      nextPaymentDate: summary?.NextCollectionDate ?? null,
      cheque: policy.detail?.PaymentMethod?.PaymentMethodId === PAYMENT_METHOD.cheque,
    },
  };
}

/**
 * The result step: the kept receipt of this transaction, else one completecollection once the policy is loaded.
 * Never refetched (staleTime and gcTime infinite, no retry).
 */
export function useFinalisePayment(policy: PolicyRecord | undefined, leg: ReturnLeg) {
  const client = useApiClient();
  const { customerLoginId } = useSession();
  const kept = readReceipt(leg.transactionId);
  const ready = kept !== null || (policy !== undefined && settled(policy) && customerLoginId !== null);
  return useQuery<ReceiptRecord>({
    queryKey: ['paynow', 'finalise', leg.transactionId],
    queryFn: () => (kept ? kept : finaliseOnce(client, finaliseInputOf(policy!, leg, customerLoginId!))),
    enabled: ready,
    initialData: kept ?? undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
