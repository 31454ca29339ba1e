import 'dayjs/locale/fr-ca.js';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';
import { setDisplayLanguage } from './display-language';
import { formatMoney } from './money';

// ICU writes French group and currency separators as no-break spaces (U+00A0 or U+202F by version).
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('setDisplayLanguage', () => {
  it('writes money and month names in the display language', () => {
    setDisplayLanguage('fr-CA', 'fr-ca');
    expect(spaced(formatMoney(1234.56))).toBe('1 234,56 $');
    expect(formatLongDate('2026-03-05')).toBe('5 mars 2026');
  });

  it('comes back to English, dayjs’s own locale, when a language names no dayjs locale', () => {
    setDisplayLanguage('fr-CA', 'fr-ca');
    setDisplayLanguage('en-CA');
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatLongDate('2026-03-05')).toBe('5 March 2026');
  });
});
