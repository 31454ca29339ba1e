import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, setMoneyLanguage } from './money';

/** Section 9's form for any amount: a dollar sign, en-US grouping, exactly two decimals, the cents unchanged. */
function expectSectionNineForEveryAmount() {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
      const shown = formatMoney(cents / 100);
      expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(Math.round(Number(shown.replace(/[$,]/g, '')) * 100)).toBe(cents);
    }),
  );
}

describe('formatMoney (section 9)', () => {
  it('uses a dollar sign, en-US grouping and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1000000)).toBe('$1,000,000.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('always shows exactly two decimals and round-trips cents', expectSectionNineForEveryAmount);
});

describe('formatMoney in another language', () => {
  afterEach(() => setMoneyLanguage('en-CA'));

  // ICU writes the group and currency separators as no-break spaces (U+00A0 or U+202F by version): never a plain
  // space, so an amount never wraps.
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes Canadian French conventions: 1 234,56 $ with no-break spaces, two decimals', () => {
    setMoneyLanguage('fr-CA');
    expect(spaced(formatMoney(1234.56))).toBe('1 234,56 $');
    expect(spaced(formatMoney(0))).toBe('0,00 $');
    expect(spaced(formatMoney(1000000))).toBe('1 000 000,00 $');
    expect(formatMoney(1234.56)).not.toContain(' ');
  });

  // English has no path of its own in setMoneyLanguage: ICU's English in each region must write section 9's form.
  it.each(['en-AU', 'en-NZ', 'en-CA', 'en-US'])('keeps section 9’s form for English in %s', (code) => {
    setMoneyLanguage('fr-CA');
    setMoneyLanguage(code);
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expectSectionNineForEveryAmount();
  });

  it('keeps section 9’s form for a language without a region or with one the insurer does not trade in', () => {
    for (const code of ['en', 'fr', 'fr-FR', 'fr-CA-x-!!']) {
      setMoneyLanguage('fr-CA');
      setMoneyLanguage(code);
      expect(formatMoney(1234.5), code).toBe('$1,234.50');
    }
  });
});
