import { useQuery } from '@tanstack/react-query';
import { toOverduePayment, type CollectionPayment } from '@portal/core-api';
import { PAYMENT_METHOD, type PolicyRecord } from '@portal/policy-data';
import { useApiClient, useSession } from '@portal/session';
import { payablePayments } from '../selection/selection-rules';
import { finaliseOnce, type FinaliseInput } from './finalise-once';
import { readReceipt, type ReceiptRecord } from './receipt-record';

/** The return leg's query parameters (spec section 4): the gateway's transaction and the paid transaction ids. */
export type PayNowReturn = { transactionId: string; transactionIds: number[] };

/**
 * Section 4 names both parameters. A passthrough left out counts as empty (our choice): in extended dishonour a
 * selection whose payments have no transaction id passes an empty one, which a gateway may drop, and the card has
 * been charged by then: the result page must still finalise (with every overdue payment, which needs no id).
 */
export function readPayNowReturn(search: URLSearchParams): PayNowReturn | null {
  const transactionId = search.get('transactionidentifier');
  const passthrough = search.get('passthroughparamobject') ?? '';
  if (!transactionId) return null;
  const transactionIds = passthrough
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  return { transactionId, transactionIds };
}

const settled = (policy: PolicyRecord) => policy.detailState !== 'loading' && policy.paymentsState !== 'loading';

/**
 * Builds completecollection from the policy as loaded now (before the payment is recorded). In extended dishonour
 * every overdue payment is selected and locked, so the call carries them all, as they are (section 7), whatever ids
 * they have: the passthrough names only those with a TransactionId. Otherwise the passthrough's transaction ids.
 */
export function finaliseInputOf(policy: PolicyRecord, leg: PayNowReturn, customerLoginId: string): FinaliseInput {
  const payable = payablePayments(policy.payments, policy.extendedDishonour);
  const Payments: CollectionPayment[] = policy.extendedDishonour
    ? payable.map(toOverduePayment)
    : leg.transactionIds.map((TransactionId) => ({ TransactionId }));
  const paidCount = policy.extendedDishonour ? payable.length : leg.transactionIds.length;
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
      paidCount,
      overdueCount: Math.max(payable.length, paidCount),
      nextPaymentDate: summary?.NextCollectionDate ?? null,
      cheque: policy.detail?.PaymentMethod?.PaymentMethodId === PAYMENT_METHOD.cheque,
    },
  };
}

/**
 * The result step: the kept receipt of this transaction, else one completecollection once the policy is loaded.
 * Never refetched (staleTime and gcTime infinite, no retry).
 */
export function useFinalisePayment(policy: PolicyRecord | undefined, leg: PayNowReturn) {
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
