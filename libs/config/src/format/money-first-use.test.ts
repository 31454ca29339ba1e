import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 26: a page's first Intl.NumberFormat loads the browser's formatting data (15-30 ms of main thread), so the
// login page, which shows no amount, must not make one while it starts (this module is in its entry chunk).
describe('the money form is made on first use', () => {
  const { NumberFormat } = Intl;
  afterEach(() => {
    Intl.NumberFormat = NumberFormat;
  });

  it('is not made when the module loads or the language is set; the first amount makes it, later ones reuse it', async () => {
    const made = vi.fn();
    // Counts every formatter made; each still formats as the browser's own.
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made();
      }
    } as typeof NumberFormat;
    vi.resetModules();
    const money = await import('./money');
    money.setMoneyLanguage('en-AU');
    money.setMoneyLanguage('en-AU');
    expect(made).not.toHaveBeenCalled();
    expect(money.formatMoney(1234.5)).toBe('$1,234.50');
    money.setMoneyLanguage('en-AU');
    expect(money.formatMoney(7)).toBe('$7.00');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("writes section 9's form before any language is set, and the new language's once one is set after an amount", async () => {
    vi.resetModules();
    const money = await import('./money');
    expect(money.formatMoney(1234.5)).toBe('$1,234.50');
    money.setMoneyLanguage('fr-CA');
    expect(money.formatMoney(1234.5).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 $');
    money.setMoneyLanguage('not a tag!');
    expect(money.formatMoney(1234.5)).toBe('$1,234.50');
  });
});
