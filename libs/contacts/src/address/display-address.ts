import { COUNTRY } from '@portal/config';
import type { Address, PostalAddress } from '@portal/core-api';
import { titleCase } from './title-case';

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * One address as shown (section 5): Australia and Canada line, suburb, state, postcode; New Zealand line, suburb, city,
 * postcode. Address text is title-cased; states and postcodes are shown as stored (postcodes upper-cased).
 */
export const displayAddressParts = (address: Address | null | undefined, countryId: number): string[] => {
  if (!address) return [];
  const line = titleCase(clean(address.AddressLine));
  const suburb = titleCase(clean(address.Suburb));
  const postcode = clean(address.PostCode).toUpperCase();
  const parts =
    countryId === COUNTRY.newZealand
      ? [line, suburb, titleCase(clean(address.City)), postcode]
      : [line, suburb, clean(address.State).toUpperCase(), postcode];
  return parts.filter(Boolean);
};

/**
 * The postal address on one line; one in another country than the default appends the country's name (section 5).
 */
export const displayPostalAddress = (
  address: PostalAddress | null | undefined,
  defaultCountryId: number,
  countryName: (id: number) => string | undefined,
): string => {
  if (!address) return '';
  const countryId = address.CountryId ?? defaultCountryId;
  const parts = displayAddressParts(address, countryId);
  const abroad = countryId !== defaultCountryId ? countryName(countryId) : undefined;
  return [...parts, ...(abroad ? [abroad] : [])].join(', ');
};
