import fc from 'fast-check';
import type { FormattedAddress } from '@portal/core-api';
import { describe, expect, it } from 'vitest';
import { composeAustralianStreet } from './compose-street';

const parts = (over: Partial<FormattedAddress>): FormattedAddress => ({ streetName: 'Wattle Grove', streetType: 'Road', ...over });

describe('composeAustralianStreet', () => {
  it('composes units, suffixes, ranges, street name, type and suffix', () => {
    expect(composeAustralianStreet(parts({ flatOrUnitType: 'U', flatOrUnitNumber: '4', streetNumber1: '27' }))).toBe(
      'U 4/27 Wattle Grove Road',
    );
    expect(composeAustralianStreet(parts({ streetNumber1: '12', streetNumber1Suffix: 'A', streetNumber2: '14' }))).toBe(
      '12A-14 Wattle Grove Road',
    );
    expect(composeAustralianStreet(parts({ streetNumber1: '3', streetSuffix: 'North' }))).toBe('3 Wattle Grove Road North');
    expect(composeAustralianStreet(parts({ flatOrUnitType: 'Flat', flatOrUnitNumber: '2', streetNumber1: '9' }))).toBe(
      'Flat 2 9 Wattle Grove Road',
    );
  });

  it('uses the postal type and number for a postal delivery, and the server line when nothing composes', () => {
    expect(composeAustralianStreet({ postalType: 'PO Box', postalNumber: '418', addressline: 'ignored' })).toBe('PO Box 418');
    expect(composeAustralianStreet({ addressline: 'Lot 5 Off Highway' })).toBe('Lot 5 Off Highway');
  });

  it('always ends with the street and starts with the unit and number it was given', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/);
    fc.assert(
      fc.property(token, token, token, fc.option(token, { nil: null }), fc.option(token, { nil: null }), (name, type, n1, n2, unit) => {
        const composed = composeAustralianStreet({
          streetName: name,
          streetType: type,
          streetNumber1: n1,
          streetNumber2: n2,
          flatOrUnitType: 'U',
          flatOrUnitNumber: unit,
        });
        expect(composed.endsWith(`${name} ${type}`)).toBe(true);
        expect(composed.startsWith(unit ? `U ${unit}/${n1}` : n1)).toBe(true);
        expect(composed.includes(n2 ? `${n1}-${n2} ` : `${n1} `)).toBe(true);
      }),
    );
  });
});
