import { paymentKeys, type OutstandingPayment } from '@portal/core-api';

/** A payment Pay Now lists, with its stable identity (`paymentKeys`): what the selection holds. */
export type PayablePayment = OutstandingPayment & { key: string };

/**
 * What the customer can pay now (spec sections 4 and 7). In extended dishonour every overdue item, whether or not it
 * has a transaction id: the finalise call carries the overdue payments themselves. Otherwise the items with a
 * TransactionId, since the finalise call carries objects with TransactionId.
 */
export function payablePayments(payments: readonly OutstandingPayment[], extendedDishonour: boolean): PayablePayment[] {
  const keys = paymentKeys(payments);
  return payments.map((p, i) => ({ ...p, key: keys[i]! })).filter((p) => extendedDishonour || p.TransactionId !== null);
}

/** Selected payments' keys, kept in listed order. */
export type Selection = readonly string[];

const inListedOrder = (payments: readonly PayablePayment[], keys: ReadonlySet<string>): string[] =>
  payments.filter((p) => keys.has(p.key)).map((p) => p.key);

/**
 * Variant A (spec section 4): a payment can be selected only if the previous one in listed order is selected;
 * deselecting an earlier one deselects every later one.
 */
export function canSelectA(payments: readonly PayablePayment[], selection: Selection, key: string): boolean {
  const index = payments.findIndex((p) => p.key === key);
  if (index < 0) return false;
  if (index === 0) return true;
  return selection.includes(payments[index - 1]!.key);
}

export function toggleA(payments: readonly PayablePayment[], selection: Selection, key: string, checked: boolean): Selection {
  const index = payments.findIndex((p) => p.key === key);
  if (index < 0) return selection;
  if (checked) {
    if (!canSelectA(payments, selection, key)) return selection;
    return inListedOrder(payments, new Set([...selection, key]));
  }
  const later = new Set(payments.slice(index).map((p) => p.key));
  return selection.filter((s) => !later.has(s));
}

/** Variant B: any payment may be ticked; Next checks the order (see isInOrderB). */
export function toggleB(payments: readonly PayablePayment[], selection: Selection, key: string, checked: boolean): Selection {
  const keys = new Set(selection);
  if (checked) keys.add(key);
  else keys.delete(key);
  return inListedOrder(payments, keys);
}

export const selectAll = (payments: readonly PayablePayment[]): Selection => payments.map((p) => p.key);

/** The selected payments, in listed order. */
export const selectedPayments = (payments: readonly PayablePayment[], selection: Selection): PayablePayment[] => {
  const chosen = new Set(selection);
  return payments.filter((p) => chosen.has(p.key));
};

/**
 * Variant B's Next (spec section 4): at least one selected, and no unselected payment older (by sortDate) than the
 * newest selected one. Otherwise the configured transactionsNotSelectedInOrderMessage is shown.
 */
export function isInOrderB(payments: readonly PayablePayment[], selection: Selection): boolean {
  if (selection.length === 0) return false;
  const chosen = new Set(selection);
  const newest = Math.max(...payments.filter((p) => chosen.has(p.key)).map((p) => p.sortDate));
  return !payments.some((p) => !chosen.has(p.key) && p.sortDate < newest);
}

/** The amount to pay for a selection, summed in cents. */
export function selectedTotal(payments: readonly PayablePayment[], selection: Selection): number {
  const cents = selectedPayments(payments, selection).reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
  return cents / 100;
}

/**
 * The gateway's passthrough (spec section 4: comma-separated transaction ids): the selected payments' ids. An item
 * without one (extended dishonour) is not named there; its policy's finalise call carries every overdue payment.
 */
export const passthroughOf = (payments: readonly PayablePayment[], selection: Selection): string =>
  selectedPayments(payments, selection)
    .flatMap((p) => (p.TransactionId === null ? [] : [String(p.TransactionId)]))
    .join(',');
