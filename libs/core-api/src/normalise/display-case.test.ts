import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayCase, toStorageCase } from './display-case.ts';

describe('displayCase', () => {
  it('capitalises each word, after hyphens and apostrophes too', () => {
    expect(displayCase("mary-jane o'neil")).toBe("Mary-Jane O'Neil");
    expect(displayCase('JOHN SMITH')).toBe('John Smith');
    expect(displayCase('anne  marie')).toBe('Anne  Marie');
    expect(displayCase('ngaio te rangi')).toBe('Ngaio Te Rangi');
    expect(displayCase('zoë d’arcy')).toBe('Zoë D’Arcy');
  });

  it('is idempotent on any text', () => {
    const idempotent = (s: string) => displayCase(displayCase(s)) === displayCase(s);
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), idempotent));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 20 }), idempotent), { numRuns: 300 });
  });

  it('does not depend on the stored case', () => {
    fc.assert(fc.property(fc.string(), (s) => displayCase(toStorageCase(s)) === displayCase(s.toUpperCase().toLowerCase())));
  });
});

describe('toStorageCase', () => {
  it('lower-cases names for storage', () => {
    expect(toStorageCase("Mary-Jane O'NEIL")).toBe("mary-jane o'neil");
  });
});

describe('displayCase, edge cases', () => {
  it('leaves a letter whose capital is not one letter as it is', () => {
    expect(displayCase('ßen')).toBe('ßen');
    expect(displayCase('ŉa')).toBe('ŉa');
    // One capital letter that lower-cases to another letter: upper-casing would not be undone.
    expect(displayCase('ſam ıris')).toBe('ſam ıris');
  });
});
