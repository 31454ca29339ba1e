import type { CollectionPayment, MissedRegularCollection, PaymentOverride, RealtimePayment } from '../wire.ts';
import { jsonResponse, statusResponse } from '../http.ts';
import { overrideDate, overrideTransactionId } from '../server-rules.ts';
import type { PolicyState } from './store.ts';

/**
 * One debt the server holds for a policy, in whichever of its lists: a realtime payment, a missed regular collection
 * or a payment override (section 3). `ref` is the list's own object, so paying it removes exactly that entry.
 */
export type Debt = {
  transactionId: number | null;
  date: string;
  cents: number;
  overrideId: number | null;
  ref: RealtimePayment | MissedRegularCollection | PaymentOverride;
};

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Everything outstanding on a policy, oldest first: its realtime payments and, for a policy in extended dishonour, the
 * missed collections and overrides the realtime list does not already name by transaction id.
 */
export const outstandingDebts = (policy: PolicyState): Debt[] => {
  const realtime: Debt[] = policy.payments.map((p) => ({
    transactionId: p.TransactionId,
    date: p.RegularCollectionDate,
    cents: cents(p.Amount),
    overrideId: p.PaymentOverrideId ?? null,
    ref: p,
  }));
  const named = new Set(realtime.map((d) => d.transactionId));
  const extra: Debt[] = [
    ...policy.missed.map((m) => ({
      transactionId: m.TransactionId ?? null,
      date: m.RegularCollectionDate,
      cents: cents(m.RegularCollectionAmount),
      overrideId: null,
      ref: m,
    })),
    ...policy.overrides.map((o) => ({
      transactionId: overrideTransactionId(o),
      date: overrideDate(o),
      cents: cents(o.OverrideAmount),
      overrideId: o.PaymentOverrideId ?? null,
      ref: o,
    })),
  ].filter((d) => d.transactionId === null || !named.has(d.transactionId));
  return [...realtime, ...extra].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
};

/**
 * The debts a completecollection body pays, or a reason to refuse it. A payment with a TransactionId names its debt
 * by id; one without (a missed collection in extended dishonour, which section 3 gives no id) by its date, amount and
 * override id, each debt paid once. The payments must be the oldest debts, with no gap.
 */
export const debtsPaidBy = (policy: PolicyState, payments: readonly CollectionPayment[]): Debt[] | string => {
  const outstanding = outstandingDebts(policy);
  const paid: Debt[] = [];
  for (const p of payments) {
    const debt = outstanding.find((d) => {
      if (paid.includes(d)) return false;
      if (p.TransactionId !== null && p.TransactionId !== undefined) return d.transactionId === p.TransactionId;
      if (!('Amount' in p)) return false;
      return (
        d.transactionId === null &&
        d.date === p.RegularCollectionDate &&
        d.cents === cents(p.Amount) &&
        d.overrideId === p.PaymentOverrideId
      );
    });
    if (!debt) return 'A payment is not outstanding on this policy';
    paid.push(debt);
  }
  // Section 5/6: payments are paid oldest first with no gaps, so what is paid is a prefix of what is outstanding.
  if (paid.some((d, i) => d !== outstanding[i])) return 'Payments are not selected in order, oldest first';
  return paid;
};

/** A pending payment has cleared: back to plain answers, and active again when nothing is owed. */
const settle = (policy: PolicyState): void => {
  policy.realtime = 'payments';
  policy.pendingClearAt = null;
  if (outstandingDebts(policy).length === 0 && policy.detail.PolicyStatus.PolicyStatusId === 40) {
    policy.detail.PolicyStatus = { PolicyStatusId: 30, Description: 'Active' };
    policy.detail.PolicyAmountOwed = { EstimatedLapseDate: null };
  }
};

/** getrealtimepayments for one policy at time `now` (spec section 4, "Outstanding payments check"). */
export const realtimeAnswer = (policy: PolicyState, now: number, pendingClearMs: number): Response => {
  switch (policy.realtime) {
    case 'none-467':
      return statusResponse(467);
    case 'in-flight-469':
      return statusResponse(469);
    case 'pending-473':
      policy.pendingClearAt ??= now + pendingClearMs;
      if (now < policy.pendingClearAt) return statusResponse(473);
      settle(policy);
      break;
    case 'payments':
      break;
  }
  const Payments: RealtimePayment[] = policy.payments;
  return Payments.length === 0 ? statusResponse(204) : jsonResponse({ Payments });
};

/** Removes the paid debts from their lists and marks the policy pending until `clearAt`. */
export const recordPayment = (policy: PolicyState, paid: readonly Debt[], clearAt: number): void => {
  const refs = new Set<object>(paid.map((d) => d.ref));
  const ids = new Set(paid.flatMap((d) => (d.transactionId === null ? [] : [d.transactionId])));
  policy.payments = policy.payments.filter((p) => !refs.has(p) && !ids.has(p.TransactionId));
  policy.missed = policy.missed.filter((m) => !refs.has(m) && (m.TransactionId == null || !ids.has(m.TransactionId)));
  policy.overrides = policy.overrides.filter((o) => {
    const id = overrideTransactionId(o);
    return !refs.has(o) && (id === null || !ids.has(id));
  });
  policy.realtime = 'pending-473';
  policy.pendingClearAt = clearAt;
};
