import {
  byCollectionDate,
  getMissedRegularCollections,
  getOutstandingPaymentOverrides,
  getRealtimePayments,
  mergeOutstandingPayments,
  type ApiClient,
  type OutstandingPayment,
  type RealtimePaymentsResult,
} from '@portal/core-api';

/** The last outcome of a policy's outstanding-payments check and the payable list it leaves. */
export type PaymentsCheck = {
  outcome: RealtimePaymentsResult['outcome'];
  payments: OutstandingPayment[];
  /** A payment is being processed: 473, or 469 (in flight) or 467 (none) while it was pending before. */
  pending: boolean;
};

export type LoadOutstandingPaymentsParams = {
  policyNumber: string;
  customerLoginId: string;
  /** Extended-dishonour feature on and the policy in status 1 or 2: join missed collections and overrides. */
  extendedDishonour: boolean;
  /** The previous check, kept when a transaction is in flight (469). */
  previous?: PaymentsCheck | undefined;
  /** Whether the policy was pending before this check (a 469 or a 467 keeps it so). */
  wasPending?: boolean;
};

const keys = (p: OutstandingPayment): string[] => [
  ...(p.TransactionId === null ? [] : [`t:${p.TransactionId}`]),
  ...(p.PaymentOverrideId === null ? [] : [`o:${p.PaymentOverrideId}`]),
];
const dateAndCents = (p: OutstandingPayment) => `${p.RegularCollectionDate}|${Math.round(p.Amount * 100)}`;

/**
 * Joins the extended-dishonour items that the realtime list does not already hold, oldest first. An item is the
 * realtime list's when they share a transaction or override id; one with neither id (a missed collection: section 3
 * promises it none) when a realtime item not already matched has its date and amount, one for one. A debt both
 * lists name is paid once; two debts are never merged unless the same date and amount say they are one.
 */
function join(realtime: OutstandingPayment[], extra: OutstandingPayment[]): OutstandingPayment[] {
  const seen = new Set(realtime.flatMap(keys));
  const named = new Set(extra.flatMap(keys));
  const unmatched = realtime.filter((p) => !keys(p).some((k) => named.has(k))).map(dateAndCents);
  const added = extra.filter((p) => {
    const ids = keys(p);
    if (ids.length > 0) return !ids.some((k) => seen.has(k));
    const same = unmatched.indexOf(dateAndCents(p));
    if (same < 0) return true;
    unmatched.splice(same, 1);
    return false;
  });
  return [...realtime, ...added].sort(byCollectionDate);
}

/**
 * Spec section 4, "Outstanding payments check": 204 none (pending cleared), 467 none (pending kept), 473 pending, 469 a
 * transaction in flight (no change), OK the list; other answers raise. For a policy in extended dishonour the
 * missed regular collections and payment overrides are requested in the same round trip and joined in.
 */
export async function loadOutstandingPayments(
  client: ApiClient,
  params: LoadOutstandingPaymentsParams,
  signal?: AbortSignal,
): Promise<PaymentsCheck> {
  const ids = { clientPolicyNumber: params.policyNumber, clientPortalLoginId: params.customerLoginId };
  const extras = params.extendedDishonour
    ? Promise.all([getMissedRegularCollections(client, ids, signal), getOutstandingPaymentOverrides(client, ids, signal)]).then(
        ([missed, overrides]) => mergeOutstandingPayments(missed, overrides),
      )
    : Promise.resolve([]);
  // Both start now; a failure of either fails the check (it then counts as loaded, with its message).
  const [result, extra] = await Promise.all([
    getRealtimePayments(client, { clientPolicyNumber: params.policyNumber, ClientPortalLoginId: params.customerLoginId }, signal),
    extras,
  ]);
  switch (result.outcome) {
    case 'payments':
      return { outcome: 'payments', payments: join(result.payments, extra), pending: false };
    case 'cleared':
      return { outcome: 'cleared', payments: join([], extra), pending: false };
    case 'none':
      // 467: nothing owed and the status is refreshed, but only a 204 clears the pending flag (spec section 4).
      return { outcome: 'none', payments: join([], extra), pending: params.wasPending ?? false };
    case 'in-flight':
      return { outcome: 'in-flight', payments: params.previous?.payments ?? [], pending: params.wasPending ?? false };
    case 'pending':
      return { outcome: 'pending', payments: params.previous?.payments ?? [], pending: true };
  }
}
