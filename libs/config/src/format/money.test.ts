import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney (section 9)', () => {
  it('uses a dollar sign, en-US grouping and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1000000)).toBe('$1,000,000.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('always shows exactly two decimals and round-trips cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const shown = formatMoney(cents / 100);
        expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(shown.replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});
