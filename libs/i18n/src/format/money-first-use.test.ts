import { afterAll, describe, expect, it, vi } from 'vitest';

// Counts every Intl.NumberFormat made from before this file's imports load (vi.hoisted runs first); each still formats
// as the browser's own. The module is loaded as the page loads it, not again inside a test (see dates-first-use).
const intl = vi.hoisted(() => {
  const { NumberFormat } = Intl;
  let made = 0;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made += 1;
    }
  } as typeof NumberFormat;
  return { made: () => made, restore: () => void (Intl.NumberFormat = NumberFormat) };
});

import { formatMoney, setMoneyLanguage } from './money';

afterAll(intl.restore);

// Issue 26: a page's first Intl.NumberFormat loads the browser's formatting data (15-30 ms of main thread), so the
// login page, which shows no amount, must not make one while it starts (this module is in its entry chunk).
describe('the money form is made on first use', () => {
  it("is not made when the module loads; the first amount makes section 9's form", () => {
    expect(intl.made()).toBe(0);
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(intl.made()).toBe(1);
  });

  it('is not made when the language is set; the next amount makes it, later ones reuse it', () => {
    setMoneyLanguage('en-AU');
    setMoneyLanguage('en-AU');
    expect(intl.made()).toBe(1);
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    setMoneyLanguage('en-AU');
    expect(formatMoney(7)).toBe('$7.00');
    expect(intl.made()).toBe(2);
  });

  it("writes another language's form once it is set after an amount, and section 9's for a tag Intl refuses", () => {
    setMoneyLanguage('fr-CA');
    expect(formatMoney(1234.5).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 $');
    setMoneyLanguage('not a tag!');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});
