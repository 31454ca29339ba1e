import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unquote } from './unquote.ts';

describe('unquote', () => {
  it('strips the quotes around a plain-text answer such as the customerLoginId', () => {
    expect(unquote('"4f1c-88a2"')).toBe('4f1c-88a2');
    expect(unquote('4f1c-88a2')).toBe('4f1c-88a2');
    expect(unquote(' "abc"\n')).toBe('abc');
    expect(unquote('"')).toBe('"');
  });

  it('gives back any trimmed text wrapped in one pair of quotes', () => {
    const inner = fc.string().map((s) => s.trim());
    fc.assert(fc.property(inner, (s) => unquote(`"${s}"`) === s));
  });

  it('leaves unquoted text as it is (trimmed)', () => {
    const text = fc.string().filter((s) => !s.trim().startsWith('"'));
    fc.assert(fc.property(text, (s) => unquote(s) === s.trim()));
  });
});

describe('unquote, edge cases', () => {
  it('strips only a whole pair of quotes', () => {
    expect(unquote('"abc')).toBe('"abc');
    expect(unquote('abc"')).toBe('abc"');
    expect(unquote('"')).toBe('"');
    expect(unquote(' "" ')).toBe('');
  });
});
