import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSelectA,
  isInOrderB,
  passthroughOf,
  payablePayments,
  selectAll,
  selectedTotal,
  toggleA,
  toggleB,
  type PayablePayment,
} from './selection-rules';

const DAY = 86_400_000;
/** Payments in listed order (collection date ascending), as the policy data layer gives them. */
const paymentsArb = fc
  .array(fc.record({ gap: fc.integer({ min: 0, max: 40 }), cents: fc.integer({ min: 1, max: 500_000 }) }), { minLength: 1, maxLength: 8 })
  .map((items) => {
    let sortDate = Date.UTC(2026, 0, 1);
    return items.map(({ gap, cents }, i): PayablePayment => {
      sortDate += gap * DAY;
      return {
        key: `t${1000 + i}`,
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
const isPrefix = (payments: readonly PayablePayment[], selection: readonly string[]) =>
  selection.every((key, i) => payments[i]?.key === key);

describe('variant A ordering rule', () => {
  it('whatever the customer ticks, the selection is always the first k payments in listed order', () => {
    fc.assert(
      fc.property(paymentsArb, toggles, (payments, steps) => {
        let selection: readonly string[] = selectAll(payments);
        for (const { index, checked } of steps) {
          selection = toggleA(payments, selection, payments[index % payments.length]!.key, checked);
          expect(isPrefix(payments, selection)).toBe(true);
        }
      }),
    );
  });

  it('a payment can be selected only when the previous one is; deselecting one deselects every later one', () => {
    fc.assert(
      fc.property(paymentsArb, fc.nat(), fc.nat(), (payments, k, i) => {
        const prefix = payments.slice(0, k % (payments.length + 1)).map((p) => p.key);
        const target = payments[i % payments.length]!;
        const index = payments.indexOf(target);
        expect(canSelectA(payments, prefix, target.key)).toBe(index <= prefix.length);
        const after = toggleA(payments, prefix, target.key, false);
        expect(after).toEqual(prefix.slice(0, Math.min(index, prefix.length)));
      }),
    );
  });
});

describe('variant B ordering rule (Next)', () => {
  /** The rule as section 4 states it, checked pair by pair. */
  const reference = (payments: readonly PayablePayment[], selection: readonly string[]) => {
    if (selection.length === 0) return false;
    const chosen = payments.filter((p) => selection.includes(p.key));
    return payments.every((u) => selection.includes(u.key) || chosen.every((s) => u.sortDate >= s.sortDate));
  };

  it('accepts a selection exactly when something is selected and no unselected payment is older than the newest selected', () => {
    fc.assert(
      fc.property(paymentsArb, toggles, (payments, steps) => {
        let selection: readonly string[] = [];
        for (const { index, checked } of steps) {
          selection = toggleB(payments, selection, payments[index % payments.length]!.key, checked);
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
        const oldest = payments.slice(0, 1 + (k % payments.length)).map((p) => p.key);
        expect(isInOrderB(payments, oldest)).toBe(true);
      }),
    );
  });

  it('refuses leaving out an older payment when a later one (by date) is selected', () => {
    const p = (id: number, day: number): PayablePayment => ({
      key: `t${id}`,
      TransactionId: id,
      RegularCollectionDate: '',
      sortDate: day * DAY,
      Amount: 10,
      CalculatedCollectionDetails: null,
      PaymentOverrideId: null,
    });
    const payments = [p(1, 1), p(2, 31), p(3, 61)];
    expect(isInOrderB(payments, ['t2', 't3'])).toBe(false);
    expect(isInOrderB(payments, ['t1', 't3'])).toBe(false);
    expect(isInOrderB(payments, ['t1', 't2'])).toBe(true);
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
    key: `t${id}`,
    TransactionId: id,
    RegularCollectionDate: `2026-${String(month).padStart(2, '0')}-01`,
    sortDate: Date.UTC(2026, month - 1, 1),
    Amount: 10,
    CalculatedCollectionDetails: null,
    PaymentOverrideId: null,
  });
  const payments = [p(11, 1), p(12, 2), p(13, 3)];

  it('variant A adds the next payment in order and ignores a tick that skips one or names no listed payment', () => {
    expect(toggleA(payments, [], 't11', true)).toEqual(['t11']);
    expect(toggleA(payments, ['t11'], 't12', true)).toEqual(['t11', 't12']);
    expect(toggleA(payments, ['t11'], 't13', true)).toEqual(['t11']);
    expect(canSelectA(payments, ['t11', 't12', 't13'], 't99')).toBe(false);
    expect(toggleA(payments, ['t11', 't12'], 't99', true)).toEqual(['t11', 't12']);
    expect(toggleA(payments, ['t11', 't12'], 't99', false)).toEqual(['t11', 't12']);
    expect(toggleA(payments, ['t11', 't12', 't13'], 't99', false)).toEqual(['t11', 't12', 't13']);
  });

  it('variant B adds and removes the ticked payment and keeps the listed order whatever the ticking order', () => {
    expect(toggleB(payments, [], 't13', true)).toEqual(['t13']);
    expect(toggleB(payments, ['t13'], 't11', true)).toEqual(['t11', 't13']);
    expect(toggleB(payments, ['t11', 't13'], 't11', false)).toEqual(['t13']);
    expect(toggleB(payments, ['t11', 't13'], 't12', false)).toEqual(['t11', 't13']);
  });

  it('only a payment with a transaction id can be paid now, but in extended dishonour every overdue payment can', () => {
    const missed = { ...p(0, 2), TransactionId: null };
    const list = [p(11, 1), missed, p(13, 3)];
    expect(payablePayments(list, false).map((x) => x.key)).toEqual(['t11', 't13']);
    const all = payablePayments(list, true);
    expect(all.map((x) => x.key)).toEqual(['t11', 'd2026-02-01|c1000|o#1', 't13']);
    expect(selectedTotal(all, selectAll(all))).toBe(30);
    // The passthrough names transaction ids only: the missed collection has none to name.
    expect(passthroughOf(all, selectAll(all))).toBe('11,13');
    expect(passthroughOf(all, ['t13'])).toBe('13');
  });
});
