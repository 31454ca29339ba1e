import { compareKeys, dateSortKey } from './dates.ts';

/** One payable item, whichever list it came from (spec section 3, "Outstanding payment"). */
export type OutstandingPayment = {
  TransactionId: number | null;
  /** The due date on the wire ('YYYY-MM-DD'). */
  RegularCollectionDate: string;
  /** Epoch ms of the due date at 02:00 local; what the lists are sorted by. */
  sortDate: number;
  Amount: number;
  CalculatedCollectionDetails: string | null;
  PaymentOverrideId: number | null;
};

export type MissedCollectionLike = {
  TransactionId?: number | null;
  RegularCollectionDate: string;
  RegularCollectionAmount: number;
  CalculatedCollectionDetails?: string | null;
};

export type PaymentOverrideLike = {
  TransactionId?: number | null;
  QueuedTransactionId?: number | null;
  DishonourTransactionId?: number | null;
  CollectionDate?: string | null;
  OverrideDate?: string | null;
  OverrideAmount: number;
  PaymentOverrideId?: number | null;
};

export const byCollectionDate = (a: OutstandingPayment, b: OutstandingPayment): number => compareKeys(a.sortDate, b.sortDate);

export const fromMissedCollection = (item: MissedCollectionLike): OutstandingPayment => ({
  TransactionId: item.TransactionId ?? null,
  RegularCollectionDate: item.RegularCollectionDate,
  sortDate: dateSortKey(item.RegularCollectionDate),
  Amount: item.RegularCollectionAmount,
  CalculatedCollectionDetails: item.CalculatedCollectionDetails ?? null,
  PaymentOverrideId: null,
});

export const fromPaymentOverride = (item: PaymentOverrideLike): OutstandingPayment => {
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
  missed: readonly MissedCollectionLike[],
  overrides: readonly PaymentOverrideLike[],
): OutstandingPayment[] => [...missed.map(fromMissedCollection), ...overrides.map(fromPaymentOverride)].sort(byCollectionDate);
