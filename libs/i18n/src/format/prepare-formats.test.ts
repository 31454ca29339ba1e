import { afterAll, describe, expect, it, vi } from 'vitest';

// Counts the Intl forms made from before this file's imports load (vi.hoisted runs first), as money-first-use does.
const intl = vi.hoisted(() => {
  const { NumberFormat, DateTimeFormat } = Intl;
  const made = { money: 0, dates: 0 };
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made.money += 1;
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made.dates += 1;
    }
  } as typeof DateTimeFormat;
  return { made, restore: () => Object.assign(Intl, { NumberFormat, DateTimeFormat }) };
});

import { formatShortDate } from './dates';
import { formatMoney } from './money';
import { prepareFormats } from './prepare-formats';

afterAll(intl.restore);

describe('prepareFormats (issue 26)', () => {
  it('makes the money and short-date forms ahead of need, so the first amount and date on a page make none', () => {
    expect(intl.made).toEqual({ money: 0, dates: 0 });
    prepareFormats();
    expect(intl.made).toEqual({ money: 1, dates: 1 });
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
    expect(intl.made).toEqual({ money: 1, dates: 1 });
  });
});
