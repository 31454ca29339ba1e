import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it('title-cases address text and keeps postal abbreviations upper-case', () => {
    expect(titleCase('7 GREVILLEA LANE')).toBe('7 Grevillea Lane');
    expect(titleCase('u 4/27 wattle grove road')).toBe('U 4/27 Wattle Grove Road');
    expect(titleCase("o'connor st-clair")).toBe("O'Connor St-Clair");
    expect(titleCase('po box 418')).toBe('PO Box 418');
    expect(titleCase("12 HAWKE'S BAY ROAD")).toBe("12 Hawke's Bay Road");
    expect(titleCase('ST JOHN\u2019S')).toBe('St John\u2019s');
    expect(titleCase("O'SULLIVAN'S S'MORE")).toBe("O'Sullivan's S'More");
  });

  it('is idempotent, keeps the length and changes only letter case', () => {
    const text = fc.string({ unit: fc.constantFrom(..."abcXYZ po-/' 12".split('')), maxLength: 30 });
    fc.assert(
      fc.property(text, (value) => {
        const once = titleCase(value);
        expect(titleCase(once)).toBe(once);
        expect(once).toHaveLength(value.length);
        expect(once.toLowerCase()).toBe(value.toLowerCase());
      }),
    );
  });

  it('starts every word with a capital letter', () => {
    const word = fc.stringMatching(/^[a-zA-Z]{3,8}$/).filter((w) => !['rmb', 'gpo', 'rsd', 'cmb'].includes(w.toLowerCase()));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const result = titleCase(words.join(' ')).split(' ');
        result.forEach((w) => expect(w[0]).toBe(w[0]?.toUpperCase()));
        result.forEach((w) => expect(w.slice(1)).toBe(w.slice(1).toLowerCase()));
      }),
    );
  });
});
