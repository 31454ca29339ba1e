import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateSortKey } from './dates.ts';
import { mergeOutstandingPayments, paymentKeys, toOverduePayment } from './outstanding-payments.ts';

describe('mergeOutstandingPayments', () => {
  it('merges missed collections and overrides into one list, oldest collection date first', () => {
    const merged = mergeOutstandingPayments(
      [
        { TransactionId: 501, RegularCollectionDate: '2026-03-01', RegularCollectionAmount: 42.5, CalculatedCollectionDetails: 'March' },
        { RegularCollectionDate: '2026-01-01', RegularCollectionAmount: 42.5 },
      ],
      [
        { QueuedTransactionId: 702, CollectionDate: '2026-02-01', OverrideAmount: 10, PaymentOverrideId: 9 },
        { DishonourTransactionId: 703, OverrideDate: '2025-12-01', OverrideAmount: 12, PaymentOverrideId: 10 },
        { TransactionId: 704, QueuedTransactionId: 1, CollectionDate: '', OverrideDate: '2026-04-01', OverrideAmount: 7 },
      ],
    );
    expect(merged.map((p) => [p.TransactionId, p.RegularCollectionDate, p.Amount, p.PaymentOverrideId])).toEqual([
      [703, '2025-12-01', 12, 10],
      [null, '2026-01-01', 42.5, null],
      [702, '2026-02-01', 10, 9],
      [501, '2026-03-01', 42.5, null],
      [704, '2026-04-01', 7, null],
    ]);
    expect(merged[3]?.CalculatedCollectionDetails).toBe('March');
    expect(merged[0]?.sortDate).toBe(dateSortKey('2025-12-01'));
  });

  it('keeps every item and orders by sortDate for any input', () => {
    const day = fc
      .date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const missed = fc.record({ RegularCollectionDate: day, RegularCollectionAmount: fc.double({ noNaN: true }) });
    const override = fc.record({ CollectionDate: day, OverrideAmount: fc.double({ noNaN: true }), TransactionId: fc.nat() });
    fc.assert(
      fc.property(fc.array(missed), fc.array(override), (m, o) => {
        const merged = mergeOutstandingPayments(m, o);
        return merged.length === m.length + o.length && merged.every((p, i) => i === 0 || merged[i - 1]!.sortDate <= p.sortDate);
      }),
    );
  });
});

describe('paymentKeys', () => {
  const missed = (date: string, amount: number) => ({ RegularCollectionDate: date, RegularCollectionAmount: amount });

  it('keys an item by its transaction id, else by date, cents, override id and its place among items alike', () => {
    const list = mergeOutstandingPayments(
      [missed('2026-01-01', 19.99), missed('2026-01-01', 19.99), missed('2026-02-01', 19.99)],
      [{ QueuedTransactionId: 702, CollectionDate: '2026-03-01', OverrideAmount: 10, PaymentOverrideId: 9 }],
    );
    expect(paymentKeys(list)).toEqual(['d2026-01-01|c1999|o#1', 'd2026-01-01|c1999|o#2', 'd2026-02-01|c1999|o#1', 't702']);
  });

  it('gives every item of any list a key of its own, the same on every load', () => {
    const day = fc.constantFrom('2026-01-01', '2026-02-01');
    const item = fc.record({ RegularCollectionDate: day, RegularCollectionAmount: fc.constantFrom(10, 10.5) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (m) => {
        const keys = paymentKeys(mergeOutstandingPayments(m, []));
        expect(new Set(keys).size).toBe(m.length);
        expect(paymentKeys(mergeOutstandingPayments(m, []))).toEqual(keys);
      }),
    );
  });
});

describe('fromPaymentOverride', () => {
  it('dates an override by CollectionDate, else OverrideDate, else leaves the date empty', () => {
    const [dated, undated] = mergeOutstandingPayments(
      [],
      [
        { TransactionId: 1, OverrideDate: '2026-02-01', OverrideAmount: 5 },
        { TransactionId: 2, CollectionDate: null, OverrideDate: null, OverrideAmount: 6 },
      ],
    ).sort((a, b) => (a.TransactionId ?? 0) - (b.TransactionId ?? 0));
    expect(dated?.RegularCollectionDate).toBe('2026-02-01');
    expect(undated?.RegularCollectionDate).toBe('');
  });
});

describe('toOverduePayment', () => {
  it("carries section 3's fields only", () => {
    const [item] = mergeOutstandingPayments([missed2()], []);
    const extra = { ...item!, key: 'ours' };
    expect(Object.keys(toOverduePayment(extra)).sort()).toEqual(
      ['Amount', 'CalculatedCollectionDetails', 'PaymentOverrideId', 'RegularCollectionDate', 'TransactionId', 'sortDate'].sort(),
    );
  });
});

function missed2() {
  return { RegularCollectionDate: '2026-01-01', RegularCollectionAmount: 5, CalculatedCollectionDetails: 'January' };
}
