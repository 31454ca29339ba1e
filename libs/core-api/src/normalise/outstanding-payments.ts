import type { Schemas } from '../contract/index.ts';
import { compareKeys, dateSortKey } from './dates.ts';

type MissedRegularCollection = Schemas['MissedRegularCollection'];
type PaymentOverride = Schemas['PaymentOverride'];

/**
 * One payable item, whichever list it came from (spec section 3, "Outstanding payment"), as completecollection carries
 * it: RegularCollectionDate is the due date on the wire ('YYYY-MM-DD'), sortDate the epoch ms of that date at 02:00
 * local (what the lists are sorted by).
 */
export type OutstandingPayment = Schemas['OutstandingPayment'];

export const byCollectionDate = (a: OutstandingPayment, b: OutstandingPayment): number => compareKeys(a.sortDate, b.sortDate);

export const fromMissedCollection = (item: MissedRegularCollection): OutstandingPayment => ({
  TransactionId: item.TransactionId ?? null,
  RegularCollectionDate: item.RegularCollectionDate,
  sortDate: dateSortKey(item.RegularCollectionDate),
  Amount: item.RegularCollectionAmount,
  CalculatedCollectionDetails: item.CalculatedCollectionDetails ?? null,
  PaymentOverrideId: null,
});

export const fromPaymentOverride = (item: PaymentOverride): OutstandingPayment => {
  const date = item.CollectionDate || item.OverrideDate || '';
  return {
    TransactionId: item.TransactionId ?? item.QueuedTransactionId ?? item.DishonourTransactionId ?? null,
    RegularCollectionDate: date,
    sortDate: dateSortKey(date),
    Amount: item.OverrideAmount,
    CalculatedCollectionDetails: null,
    PaymentOverrideId: item.PaymentOverrideId ?? null,
  };
};

/** Missed regular collections and payment overrides merged into one list, oldest collection date first. */
export const mergeOutstandingPayments = (
  missed: readonly MissedRegularCollection[],
  overrides: readonly PaymentOverride[],
): OutstandingPayment[] => [...missed.map(fromMissedCollection), ...overrides.map(fromPaymentOverride)].sort(byCollectionDate);

/**
 * A stable identity for each item of a payable list, in its order: `t<id>` where the item has a TransactionId, else
 * its date, amount in cents and override id with its place among items alike (`#1`, `#2` ...). Section 3 promises no
 * id to a missed regular collection, so nothing may key on one: the same answers give the same keys on every load.
 */
export const paymentKeys = (payments: readonly OutstandingPayment[]): string[] => {
  const alike = new Map<string, number>();
  return payments.map((p) => {
    if (p.TransactionId !== null) return `t${p.TransactionId}`;
    const base = `d${p.RegularCollectionDate}|c${Math.round(p.Amount * 100)}|o${p.PaymentOverrideId ?? ''}`;
    const place = (alike.get(base) ?? 0) + 1;
    alike.set(base, place);
    return `${base}#${place}`;
  });
};

/** An overdue payment as completecollection carries it (section 7): section 3's fields, nothing of ours. */
export const toOverduePayment = (p: OutstandingPayment): OutstandingPayment => ({
  TransactionId: p.TransactionId,
  RegularCollectionDate: p.RegularCollectionDate,
  sortDate: p.sortDate,
  Amount: p.Amount,
  CalculatedCollectionDetails: p.CalculatedCollectionDetails,
  PaymentOverrideId: p.PaymentOverrideId,
});
