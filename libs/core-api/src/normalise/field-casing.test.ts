import { describe, expect, it } from 'vitest';
import { matchFieldCasing } from './field-casing.ts';

const toAddress = matchFieldCasing(['postcode', 'streetName', 'addressline']);

describe('matchFieldCasing', () => {
  it('renames fields that match a name case-insensitively to that name', () => {
    expect(toAddress({ PostCode: '2000', STREETNAME: 'Example', addressLine: '1 Example St' })).toEqual({
      postcode: '2000',
      streetName: 'Example',
      addressline: '1 Example St',
    });
  });

  it('keeps fields already in casing and fields it does not name, values untouched', () => {
    const nested = { PostCode: 'x' };
    expect(toAddress({ postcode: '2000', Other: nested })).toEqual({ postcode: '2000', Other: nested });
    expect((toAddress({ Other: nested }) as { Other: unknown }).Other).toBe(nested);
  });

  it('leaves what is not a plain object as it is', () => {
    const list = [{ PostCode: '2000' }];
    expect(toAddress(list)).toBe(list);
    expect(toAddress(null)).toBeNull();
    expect(toAddress('PostCode')).toBe('PostCode');
    expect(toAddress(3)).toBe(3);
  });
});
