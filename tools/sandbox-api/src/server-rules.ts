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

/** An override's transaction: TransactionId, else QueuedTransactionId, else DishonourTransactionId (section 3). */
export const overrideTransactionId = (o: PaymentOverride): number | null =>
  o.TransactionId ?? o.QueuedTransactionId ?? o.DishonourTransactionId ?? null;

/** An override's date: CollectionDate, else OverrideDate (section 3). */
export const overrideDate = (o: PaymentOverride): string => o.CollectionDate || o.OverrideDate || '';

/**
 * The realtime list's view of an extended-dishonour policy's missed collections and overrides: those with a
 * transaction id, as realtime payments (oldest first). One without an id is on its own list only.
 */
export const realtimeItemsOf = (missed: MissedRegularCollection[], overrides: PaymentOverride[]): RealtimePayment[] =>
  [
    ...missed.flatMap((m) =>
      m.TransactionId == null
        ? []
        : [
            {
              TransactionId: m.TransactionId,
              RegularCollectionDate: m.RegularCollectionDate,
              Amount: m.RegularCollectionAmount,
              CalculatedCollectionDetails: m.CalculatedCollectionDetails ?? null,
              PaymentOverrideId: null,
            },
          ],
    ),
    ...overrides.flatMap((o) => {
      const TransactionId = overrideTransactionId(o);
      return TransactionId === null
        ? []
        : [
            {
              TransactionId,
              RegularCollectionDate: overrideDate(o),
              Amount: o.OverrideAmount,
              CalculatedCollectionDetails: null,
              PaymentOverrideId: o.PaymentOverrideId ?? null,
            },
          ];
    }),
  ].sort((a, b) => (a.RegularCollectionDate < b.RegularCollectionDate ? -1 : a.RegularCollectionDate > b.RegularCollectionDate ? 1 : 0));
