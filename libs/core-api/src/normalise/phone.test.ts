import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankHomePhonePlaceholder, HOME_PHONE_PLACEHOLDER, stripPhoneDashes } from './phone.ts';

describe('stripPhoneDashes', () => {
  it('removes every dash and nothing else', () => {
    expect(stripPhoneDashes('0412-345-678')).toBe('0412345678');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const stripped = stripPhoneDashes(s);
        return !stripped.includes('-') && stripped === s.split('-').join('');
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => stripPhoneDashes(stripPhoneDashes(s)) === stripPhoneDashes(s)));
  });
});

describe('blankHomePhonePlaceholder', () => {
  it('treats the server placeholder 0101010101 as blank', () => {
    expect(HOME_PHONE_PLACEHOLDER).toBe('0101010101');
    expect(blankHomePhonePlaceholder('0101010101')).toBe('');
    expect(blankHomePhonePlaceholder('010-101-0101')).toBe('');
  });

  it('keeps real numbers, empty and null values', () => {
    expect(blankHomePhonePlaceholder('0298765432')).toBe('0298765432');
    expect(blankHomePhonePlaceholder(null)).toBeNull();
    expect(blankHomePhonePlaceholder('')).toBe('');
  });
});
