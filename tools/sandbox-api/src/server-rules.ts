// What the insurer's server does with the wire values, written here on its own: the sandbox plays the server, so it
// never borrows the client's normalisations (a bug shared by both sides would pass every contract test).
import type { MissedRegularCollection, PaymentOverride, RealtimePayment } from './wire.ts';

/** The server's stand-in for "no home phone" (section 3), which the portal shows as blank. */
export const HOME_PHONE_PLACEHOLDER = '0101010101';

/** Document ids are stored with '+' where a space was (section 7: the portal sends them so). */
export const storedDocumentId = (docId: string): string => docId.split(' ').join('+');

/** 'YYYY-MM-DD' of a local date. */
export const wireDate = (date: Date): string =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-');

/** A name with every word capitalised after a space, hyphen or apostrophe ("mary-jane o'neil" -> "Mary-Jane O'Neil"). */
export const titleCase = (name: string): string =>
  name.toLowerCase().replace(/(^|[\s\-'\u2019])(\p{L})/gu, (_, boundary: string, letter: string) => boundary + letter.toUpperCase());

/** One payable item before the server assigns ids to those that have none. */
export type PayableItem = Omit<RealtimePayment, 'TransactionId'> & { TransactionId: number | null };

/**
 * The payable list of an extended-dishonour policy (section 3): missed collections and payment overrides, each
 * override keyed by TransactionId, else QueuedTransactionId, else DishonourTransactionId, and dated CollectionDate,
 * else OverrideDate; oldest first (wire dates compare as text).
 */
export const payableItems = (missed: MissedRegularCollection[], overrides: PaymentOverride[]): PayableItem[] =>
  [
    ...missed.map((m) => ({
      TransactionId: m.TransactionId ?? null,
      RegularCollectionDate: m.RegularCollectionDate,
      Amount: m.RegularCollectionAmount,
      CalculatedCollectionDetails: m.CalculatedCollectionDetails ?? null,
      PaymentOverrideId: null,
    })),
    ...overrides.map((o) => ({
      TransactionId: o.TransactionId ?? o.QueuedTransactionId ?? o.DishonourTransactionId ?? null,
      RegularCollectionDate: o.CollectionDate || o.OverrideDate || '',
      Amount: o.OverrideAmount,
      CalculatedCollectionDetails: null,
      PaymentOverrideId: o.PaymentOverrideId ?? null,
    })),
  ].sort((a, b) => (a.RegularCollectionDate < b.RegularCollectionDate ? -1 : a.RegularCollectionDate > b.RegularCollectionDate ? 1 : 0));
