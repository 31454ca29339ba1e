import { describe, expect, it } from 'vitest';
import { countryName } from '@portal/config';
import { displayAddressParts, displayPostalAddress } from './display-address';
import { mapFormattedAddress } from './map-formatted-address';
import { emptyAddress } from './address-values';

describe('displayAddressParts', () => {
  const address = { AddressLine: '7 GREVILLEA LANE', Suburb: 'GLENMAREE', State: 'vic', PostCode: '3550', City: 'Wellington' };
  it('shows Australia and Canada as line, suburb, state, postcode, title-cased', () => {
    expect(displayAddressParts(address, 13)).toEqual(['7 Grevillea Lane', 'Glenmaree', 'VIC', '3550']);
    expect(displayAddressParts({ ...address, PostCode: 'm5v 2t6' }, 39)).toEqual(['7 Grevillea Lane', 'Glenmaree', 'VIC', 'M5V 2T6']);
  });
  it('shows New Zealand as line, suburb, city, postcode', () => {
    expect(displayAddressParts(address, 154)).toEqual(['7 Grevillea Lane', 'Glenmaree', 'Wellington', '3550']);
  });
  it('appends the country name to a postal address in another country', () => {
    const postal = { AddressLine: '14 Harbour Lane', Suburb: 'Kingsland', State: null, PostCode: '1021', City: 'Auckland', CountryId: 154 };
    expect(displayPostalAddress(postal, 13, countryName)).toBe('14 Harbour Lane, Kingsland, Auckland, 1021, New Zealand');
    expect(displayPostalAddress({ ...postal, CountryId: 13 }, 13, countryName)).toBe('14 Harbour Lane, Kingsland, 1021');
  });
});

describe('mapFormattedAddress', () => {
  const existing = { ...emptyAddress, State: 'Wellington' };
  it('keeps the state of the existing address for New Zealand and takes the city', () => {
    const nz = { addressline: '3 Kahikatea Road', suburb: 'Aro Valley', city: 'Wellington', state: 'Canterbury', postcode: '6021' };
    expect(mapFormattedAddress(nz, 154, existing)).toEqual({
      AddressLine: '3 Kahikatea Road',
      Suburb: 'Aro Valley',
      City: 'Wellington',
      State: 'Wellington',
      PostCode: '6021',
    });
  });
  it('composes the Australian street and takes the state', () => {
    const au = {
      flatOrUnitType: 'U',
      flatOrUnitNumber: '4',
      streetNumber1: '27',
      streetName: 'Wattle Grove',
      streetType: 'Road',
      localityName: 'MERNDA SPRINGS',
      state: 'VIC',
      postcode: '3754',
    };
    expect(mapFormattedAddress(au, 13, existing)).toEqual({
      AddressLine: 'U 4/27 Wattle Grove Road',
      Suburb: 'MERNDA SPRINGS',
      City: '',
      State: 'VIC',
      PostCode: '3754',
    });
  });
  it('takes the Canadian line, city as suburb, province and postal code', () => {
    const ca = { addressline: '48 Hemlock Drive', suburb: 'Toronto', state: 'ON', postcode: 'm5v 2t6' };
    expect(mapFormattedAddress(ca, 39, existing)).toEqual({
      AddressLine: '48 Hemlock Drive',
      Suburb: 'Toronto',
      City: '',
      State: 'ON',
      PostCode: 'M5V 2T6',
    });
  });
});
