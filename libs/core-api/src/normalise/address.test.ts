import { describe, expect, it } from 'vitest';
import { formatPostcode, normaliseAddress } from './address.ts';

describe('formatPostcode', () => {
  it('upper-cases and spaces a 6-character postcode after the 3rd character', () => {
    expect(formatPostcode('m5v2t6')).toBe('M5V 2T6');
    expect(formatPostcode('M5V 2T6')).toBe('M5V 2T6');
    expect(formatPostcode('2155')).toBe('2155');
  });
});

describe('normaliseAddress', () => {
  it('trims text, turns blanks into null and formats the postcode', () => {
    expect(normaliseAddress({ AddressLine: ' 4 Rue Hemlock ', Suburb: 'Toronto', State: 'ON', PostCode: 'm5v2t6', City: '  ' })).toEqual({
      AddressLine: '4 Rue Hemlock',
      Suburb: 'Toronto',
      State: 'ON',
      PostCode: 'M5V 2T6',
      City: null,
    });
  });
});

describe('formatPostcode, edge cases', () => {
  it('trims, and spaces only a postcode of exactly six letters and digits', () => {
    expect(formatPostcode(' a1a1a1 ')).toBe('A1A 1A1');
    expect(formatPostcode('a1a1a1a')).toBe('A1A1A1A');
    expect(formatPostcode('-a1a1a1')).toBe('-A1A1A1');
    expect(formatPostcode('a1a1a1-')).toBe('A1A1A1-');
  });
});
