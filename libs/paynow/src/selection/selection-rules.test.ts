import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSelectA, isInOrderB, isPayable, selectAll, selectedTotal, toggleA, toggleB, type PayablePayment } from './selection-rules';

const DAY = 86_400_000;
/** Payments in listed order (collection date ascending), as the policy data layer gives them. */
const paymentsArb = fc
  .array(fc.record({ gap: fc.integer({ min: 0, max: 40 }), cents: fc.integer({ min: 1, max: 500_000 }) }), { minLength: 1, maxLength: 8 })
  .map((items) => {
    let sortDate = Date.UTC(2026, 0, 1);
    return items.map(({ gap, cents }, i): PayablePayment => {
      sortDate += gap * DAY;
      return {
        TransactionId: 1000 + i,
        RegularCollectionDate: new Date(sortDate).toISOString().slice(0, 10),
        sortDate,
        Amount: cents / 100,
        CalculatedCollectionDetails: null,
        PaymentOverrideId: null,
      };
    });
  });
const toggles = fc.array(fc.record({ index: fc.nat(), checked: fc.boolean() }), { maxLength: 30 });
const isPrefix = (payments: readonly PayablePayment[], selection: readonly number[]) =>
  selection.every((id, i) => payments[i]?.TransactionId === id);

describe('variant A ordering rule', () => {
  it('whatever the customer ticks, the selection is always the first k payments in listed order', () => {
    fc.assert(
      fc.property(paymentsArb, toggles, (payments, steps) => {
        let selection: readonly number[] = selectAll(payments);
        for (const { index, checked } of steps) {
          selection = toggleA(payments, selection, payments[index % payments.length]!.TransactionId, checked);
          expect(isPrefix(payments, selection)).toBe(true);
        }
      }),
    );
  });

  it('a payment can be selected only when the previous one is; deselecting one deselects every later one', () => {
    fc.assert(
      fc.property(paymentsArb, fc.nat(), fc.nat(), (payments, k, i) => {
        const prefix = payments.slice(0, k % (payments.length + 1)).map((p) => p.TransactionId);
        const target = payments[i % payments.length]!;
        const index = payments.indexOf(target);
        expect(canSelectA(payments, prefix, target.TransactionId)).toBe(index <= prefix.length);
        const after = toggleA(payments, prefix, target.TransactionId, false);
        expect(after).toEqual(prefix.slice(0, Math.min(index, prefix.length)));
      }),
    );
  });
});

describe('variant B ordering rule (Next)', () => {
  /** The rule as section 4 states it, checked pair by pair. */
  const reference = (payments: readonly PayablePayment[], selection: readonly number[]) => {
    if (selection.length === 0) return false;
    const chosen = payments.filter((p) => selection.includes(p.TransactionId));
    return payments.every((u) => selection.includes(u.TransactionId) || chosen.every((s) => u.sortDate >= s.sortDate));
  };

  it('accepts a selection exactly when something is selected and no unselected payment is older than the newest selected', () => {
    fc.assert(
      fc.property(paymentsArb, toggles, (payments, steps) => {
        let selection: readonly number[] = [];
        for (const { index, checked } of steps) {
          selection = toggleB(payments, selection, payments[index % payments.length]!.TransactionId, checked);
          expect(isInOrderB(payments, selection)).toBe(reference(payments, selection));
        }
      }),
    );
  });

  it('always accepts select-all and the oldest payments first, and never an empty selection', () => {
    fc.assert(
      fc.property(paymentsArb, fc.nat(), (payments, k) => {
        expect(isInOrderB(payments, selectAll(payments))).toBe(true);
        expect(isInOrderB(payments, [])).toBe(false);
        const oldest = payments.slice(0, 1 + (k % payments.length)).map((p) => p.TransactionId);
        expect(isInOrderB(payments, oldest)).toBe(true);
      }),
    );
  });

  it('refuses leaving out an older payment when a later one (by date) is selected', () => {
    const p = (id: number, day: number): PayablePayment => ({
      TransactionId: id,
      RegularCollectionDate: '',
      sortDate: day * DAY,
      Amount: 10,
      CalculatedCollectionDetails: null,
      PaymentOverrideId: null,
    });
    const payments = [p(1, 1), p(2, 31), p(3, 61)];
    expect(isInOrderB(payments, [2, 3])).toBe(false);
    expect(isInOrderB(payments, [1, 3])).toBe(false);
    expect(isInOrderB(payments, [1, 2])).toBe(true);
  });
});

describe('selectedTotal', () => {
  it('adds the selected amounts to the cent', () => {
    fc.assert(
      fc.property(paymentsArb, (payments) => {
        const cents = payments.reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
        expect(Math.round(selectedTotal(payments, selectAll(payments)) * 100)).toBe(cents);
        expect(selectedTotal(payments, [])).toBe(0);
      }),
    );
  });
});

describe('ticking and unticking', () => {
  const p = (id: number, month: number): PayablePayment => ({
    TransactionId: id,
    RegularCollectionDate: `2026-${String(month).padStart(2, '0')}-01`,
    sortDate: Date.UTC(2026, month - 1, 1),
    Amount: 10,
    CalculatedCollectionDetails: null,
    PaymentOverrideId: null,
  });
  const payments = [p(11, 1), p(12, 2), p(13, 3)];

  it('variant A adds the next payment in order and ignores a tick that skips one or names no listed payment', () => {
    expect(toggleA(payments, [], 11, true)).toEqual([11]);
    expect(toggleA(payments, [11], 12, true)).toEqual([11, 12]);
    expect(toggleA(payments, [11], 13, true)).toEqual([11]);
    expect(canSelectA(payments, [11, 12, 13], 99)).toBe(false);
    expect(toggleA(payments, [11, 12], 99, true)).toEqual([11, 12]);
    expect(toggleA(payments, [11, 12], 99, false)).toEqual([11, 12]);
  });

  it('variant B adds and removes the ticked payment and keeps the listed order whatever the ticking order', () => {
    expect(toggleB(payments, [], 13, true)).toEqual([13]);
    expect(toggleB(payments, [13], 11, true)).toEqual([11, 13]);
    expect(toggleB(payments, [11, 13], 11, false)).toEqual([13]);
    expect(toggleB(payments, [11, 13], 12, false)).toEqual([11, 13]);
  });

  it('only a payment with a transaction id can be paid now', () => {
    expect(isPayable({ ...p(11, 1), TransactionId: 0 })).toBe(true);
    expect(isPayable({ ...p(11, 1), TransactionId: null })).toBe(false);
  });
});
