import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, isAllowedNumericKey, postcodeAsTyped } from './input-filters';

const alnum = fc.constantFrom(...'ABCKMVabckmv0123456789'.split(''));

describe('postcodeAsTyped', () => {
  it('upper-cases and spaces a 6-character postcode after the 3rd', () => {
    expect(postcodeAsTyped('m5v2t6')).toBe('M5V 2T6');
    expect(postcodeAsTyped('M5V 2T6')).toBe('M5V 2T6');
    expect(postcodeAsTyped('2155')).toBe('2155');
    expect(postcodeAsTyped('k1p')).toBe('K1P');
  });

  it('spaces every 6-character postcode after the 3rd and upper-cases everything, idempotently', () => {
    fc.assert(
      fc.property(fc.array(alnum, { minLength: 0, maxLength: 8 }), (chars) => {
        const typed = chars.join('');
        const result = postcodeAsTyped(typed);
        expect(postcodeAsTyped(result)).toBe(result);
        expect(result).toBe(result.toUpperCase());
        if (typed.length === 6) expect(result).toBe(`${typed.slice(0, 3).toUpperCase()} ${typed.slice(3).toUpperCase()}`);
        else expect(result).toBe(typed.toUpperCase());
      }),
    );
  });
});

describe('numeric fields', () => {
  it('take digits, navigation keys and copy/paste shortcuts only', () => {
    for (const key of ['0', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Home', 'End'])
      expect(isAllowedNumericKey(key, false)).toBe(true);
    for (const key of ['a', '-', ' ', '+', 'e', '.']) expect(isAllowedNumericKey(key, false)).toBe(false);
    for (const key of ['c', 'v', 'x', 'a', 'z']) expect(isAllowedNumericKey(key, true)).toBe(true);
    expect(isAllowedNumericKey('-', true)).toBe(false);
  });

  it('keep only the digits of a paste', () => {
    fc.assert(fc.property(fc.string(), (value) => /^\d*$/.test(digitsOnly(value))));
    expect(digitsOnly('0412-345 678')).toBe('0412345678');
  });
});
