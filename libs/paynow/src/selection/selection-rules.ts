import type { OutstandingPayment } from '@portal/core-api';

/** A payment the customer can pay now: one with a transaction id (what the gateway passes through). */
export type PayablePayment = OutstandingPayment & { TransactionId: number };

export const isPayable = (p: OutstandingPayment): p is PayablePayment => p.TransactionId !== null;

/** Selected transaction ids, kept in listed order. */
export type Selection = readonly number[];

const inListedOrder = (payments: readonly PayablePayment[], ids: ReadonlySet<number>): number[] =>
  payments.filter((p) => ids.has(p.TransactionId)).map((p) => p.TransactionId);

/**
 * Variant A (spec section 4): a payment can be selected only if the previous one in listed order is selected;
 * deselecting an earlier one deselects every later one.
 */
export function canSelectA(payments: readonly PayablePayment[], selection: Selection, id: number): boolean {
  const index = payments.findIndex((p) => p.TransactionId === id);
  if (index < 0) return false;
  if (index === 0) return true;
  return selection.includes(payments[index - 1]!.TransactionId);
}

export function toggleA(payments: readonly PayablePayment[], selection: Selection, id: number, checked: boolean): Selection {
  const index = payments.findIndex((p) => p.TransactionId === id);
  if (index < 0) return selection;
  if (checked) {
    if (!canSelectA(payments, selection, id)) return selection;
    return inListedOrder(payments, new Set([...selection, id]));
  }
  const later = new Set(payments.slice(index).map((p) => p.TransactionId));
  return selection.filter((s) => !later.has(s));
}

/** Variant B: any payment may be ticked; Next checks the order (see isInOrderB). */
export function toggleB(payments: readonly PayablePayment[], selection: Selection, id: number, checked: boolean): Selection {
  const ids = new Set(selection);
  if (checked) ids.add(id);
  else ids.delete(id);
  return inListedOrder(payments, ids);
}

export const selectAll = (payments: readonly PayablePayment[]): Selection => payments.map((p) => p.TransactionId);

/**
 * Variant B's Next (spec section 4): at least one selected, and no unselected payment older (by sortDate) than the
 * newest selected one. Otherwise the configured transactionsNotSelectedInOrderMessage is shown.
 */
export function isInOrderB(payments: readonly PayablePayment[], selection: Selection): boolean {
  if (selection.length === 0) return false;
  const chosen = new Set(selection);
  const newest = Math.max(...payments.filter((p) => chosen.has(p.TransactionId)).map((p) => p.sortDate));
  return !payments.some((p) => !chosen.has(p.TransactionId) && p.sortDate < newest);
}

/** The amount to pay for a selection, in cents-exact dollars. */
export function selectedTotal(payments: readonly PayablePayment[], selection: Selection): number {
  const chosen = new Set(selection);
  const cents = payments.filter((p) => chosen.has(p.TransactionId)).reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
  return cents / 100;
}
