import { COUNTRY } from '@portal/config';
import type { FormattedAddress } from '@portal/core-api';
import type { AddressValues } from './address-values';
import { composeAustralianStreet } from './compose-street';

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * A formatted (chosen) address placed into the form, mapped by country (section 4): Australia composes the street
 * from its parts; New Zealand has a city and keeps the state of the existing address; Canada's suburb is its city.
 */
export const mapFormattedAddress = (address: FormattedAddress, countryId: number, existing: AddressValues): AddressValues => {
  const suburb = text(address.suburb) || text(address.localityName);
  const postcode = text(address.postcode).toUpperCase();
  if (countryId === COUNTRY.newZealand) {
    return {
      AddressLine: text(address.addressline) || composeAustralianStreet(address),
      Suburb: suburb,
      City: text(address.city),
      State: existing.State,
      PostCode: postcode,
    };
  }
  return {
    AddressLine:
      countryId === COUNTRY.australia ? composeAustralianStreet(address) : text(address.addressline) || composeAustralianStreet(address),
    Suburb: suburb,
    City: '',
    State: text(address.state).toUpperCase(),
    PostCode: postcode,
  };
};
