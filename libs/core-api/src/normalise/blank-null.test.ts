import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blanksToNull, nullsToBlank } from './blank-null.ts';

const blank = fc.constantFrom('', ' ', '\t', '  \n');
const value = fc.oneof(fc.string(), blank, fc.constant(null), fc.integer(), fc.boolean());
const record = fc.dictionary(fc.string(), fc.oneof(value, fc.dictionary(fc.string(), value)));

describe('blanksToNull / nullsToBlank', () => {
  it('turns blank strings into null and null into empty strings, nested objects included', () => {
    const address = { AddressLine: ' ', Suburb: 'Karrawong', City: null, Nested: { PostCode: '' } };
    expect(blanksToNull(address)).toEqual({ AddressLine: null, Suburb: 'Karrawong', City: null, Nested: { PostCode: null } });
    expect(nullsToBlank(address)).toEqual({ AddressLine: ' ', Suburb: 'Karrawong', City: '', Nested: { PostCode: '' } });
  });

  it('round-trips: a form copy (null to blank) saved back (blank to null) equals the blanks-to-null original', () => {
    fc.assert(
      fc.property(record, (r) => {
        expect(blanksToNull(nullsToBlank(r))).toEqual(blanksToNull(r));
      }),
    );
  });

  it('leaves no blank string after blanksToNull and no null after nullsToBlank, at any depth', () => {
    const leaves = (v: unknown): unknown[] => (typeof v === 'object' && v !== null ? Object.values(v).flatMap(leaves) : [v]);
    fc.assert(fc.property(record, (r) => leaves(blanksToNull(r)).every((v) => typeof v !== 'string' || v.trim() !== '')));
    fc.assert(fc.property(record, (r) => leaves(nullsToBlank(r)).every((v) => v !== null)));
  });

  it('does not change the input', () => {
    const input = { a: '' };
    blanksToNull(input);
    expect(input).toEqual({ a: '' });
  });
});
