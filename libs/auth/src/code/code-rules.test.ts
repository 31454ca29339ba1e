import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, emptyCode, isCompleteCode, parsePastedCode, spreadDigits } from './code-rules';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const code = fc.array(digit, { minLength: CODE_LENGTH, maxLength: CODE_LENGTH });

describe('one-time code rules (section 5)', () => {
  it('is complete with exactly six single digits', () => {
    fc.assert(
      fc.property(code, (digits) => {
        expect(isCompleteCode(digits)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(code, fc.nat({ max: CODE_LENGTH - 1 }), fc.constantFrom('', 'a', '12', ' '), (digits, index, bad) => {
        const broken = digits.map((d, i) => (i === index ? bad : d));
        expect(isCompleteCode(broken)).toBe(false);
      }),
    );
  });

  it('takes pasted text only when all digits (spaces around aside), keeping the first six', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        expect(parsePastedCode(` ${digits}\n`)).toBe(digits.slice(0, CODE_LENGTH));
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\d+$/.test(text.trim()));
        expect(parsePastedCode(text)).toBeNull();
      }),
    );
  });

  it('spreads typed or autofilled digits from a box over the following ones, never beyond six', () => {
    fc.assert(
      fc.property(code, fc.nat({ max: CODE_LENGTH - 1 }), fc.stringMatching(/^\d{1,8}$/), (current, index, typed) => {
        const { digits, focus } = spreadDigits(current, index, typed);
        expect(digits).toHaveLength(CODE_LENGTH);
        const written = typed.slice(0, CODE_LENGTH - index);
        expect(digits.slice(index, index + written.length).join('')).toBe(written);
        expect(digits.slice(0, index)).toEqual(current.slice(0, index));
        expect(digits.slice(index + written.length)).toEqual(current.slice(index + written.length));
        expect(focus).toBe(Math.min(index + written.length, CODE_LENGTH - 1));
      }),
    );
  });

  it('drops non-digits and clears a box emptied by the customer', () => {
    expect(spreadDigits(emptyCode(), 0, 'a1b2').digits.join('')).toBe('12');
    expect(spreadDigits(['1', '2', '3', '4', '5', '6'], 2, '')).toEqual({ digits: ['1', '2', '', '4', '5', '6'], focus: 2 });
  });
});
