import fc from 'fast-check';
import type { Address } from '@portal/core-api';
import { describe, expect, it } from 'vitest';
import { isSameAddress, toAddressValues } from './address-values';

const address = fc.record({
  AddressLine: fc.string({ maxLength: 12 }),
  Suburb: fc.string({ maxLength: 8 }),
  State: fc.constantFrom('NSW', 'VIC', 'ON', ''),
  PostCode: fc.constantFrom('2155', '3754', 'M5V 2T6', 'm5v2t6', ''),
  City: fc.option(fc.string({ maxLength: 6 }), { nil: null }),
});

describe('isSameAddress', () => {
  it('matches on line, suburb, state and postcode only', () => {
    const a: Address = { AddressLine: '12 Banksia Street', Suburb: 'Karrawong', State: 'NSW', PostCode: '2155', City: null };
    expect(isSameAddress(a, { ...a, City: 'Sydney' })).toBe(true);
    expect(isSameAddress(a, { ...a, AddressLine: ' 12 BANKSIA STREET ' })).toBe(true);
    expect(isSameAddress(a, { ...a, PostCode: '2156' })).toBe(false);
    expect(isSameAddress(a, { ...a, State: 'VIC' })).toBe(false);
    expect(isSameAddress(a, { ...a, Suburb: 'Orford Heights' })).toBe(false);
  });

  it('is reflexive and symmetric, and ignores case, outer spaces and the postcode space', () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        expect(isSameAddress(a, a)).toBe(true);
        expect(isSameAddress(a, b)).toBe(isSameAddress(b, a));
        const shouted = { ...a, AddressLine: ` ${a.AddressLine.toUpperCase()} `, PostCode: a.PostCode.replace(' ', '') };
        expect(isSameAddress(a, shouted)).toBe(a.AddressLine.toUpperCase().toLowerCase() === a.AddressLine.toLowerCase());
      }),
    );
  });

  it('treats null parts as blank', () => {
    expect(isSameAddress({ AddressLine: null, Suburb: 'X' }, toAddressValues({ Suburb: 'x' }))).toBe(true);
  });
});
