import type { RealtimePayment } from '../wire.ts';
import { statusResponse } from '../http.ts';
import type { PolicyState } from './store.ts';

/** The transaction ids a customer may pay now, with their amounts. */
export const payableAmounts = (policy: PolicyState): Map<number, number> => {
  const entries: [number, number][] = [
    ...policy.payments.map((p): [number, number] => [p.TransactionId, p.Amount]),
    ...policy.missed.flatMap((m): [number, number][] => (m.TransactionId == null ? [] : [[m.TransactionId, m.RegularCollectionAmount]])),
    ...policy.overrides.flatMap((o): [number, number][] => {
      const id = o.TransactionId ?? o.QueuedTransactionId ?? o.DishonourTransactionId;
      return id == null ? [] : [[id, o.OverrideAmount]];
    }),
  ];
  return new Map(entries);
};

/** A pending payment has cleared: back to plain answers, and active again when nothing is owed. */
const settle = (policy: PolicyState): void => {
  policy.realtime = 'payments';
  policy.pendingClearAt = null;
  if (policy.payments.length === 0 && policy.detail.PolicyStatus.PolicyStatusId === 40) {
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
  return Payments.length === 0 ? statusResponse(204) : Response.json({ Payments });
};

/** Removes paid transactions and marks the policy pending until `clearAt`. */
export const recordPayment = (policy: PolicyState, paid: ReadonlySet<number>, clearAt: number): void => {
  policy.payments = policy.payments.filter((p) => !paid.has(p.TransactionId));
  policy.missed = policy.missed.filter((m) => m.TransactionId == null || !paid.has(m.TransactionId));
  policy.overrides = policy.overrides.filter((o) => {
    const id = o.TransactionId ?? o.QueuedTransactionId ?? o.DishonourTransactionId;
    return id == null || !paid.has(id);
  });
  policy.realtime = 'pending-473';
  policy.pendingClearAt = clearAt;
};
