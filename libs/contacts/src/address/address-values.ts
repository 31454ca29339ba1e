import type { Address, PostalAddress } from '@portal/core-api';

/** An address as the form holds it: every part a string ('' for none). */
export type AddressValues = { AddressLine: string; Suburb: string; City: string; State: string; PostCode: string };

export const emptyAddress: AddressValues = { AddressLine: '', Suburb: '', City: '', State: '', PostCode: '' };

/** The server's address (nulls, missing parts) as form values. */
export const toAddressValues = (address: Address | PostalAddress | null | undefined): AddressValues => ({
  AddressLine: address?.AddressLine ?? '',
  Suburb: address?.Suburb ?? '',
  City: address?.City ?? '',
  State: address?.State ?? '',
  PostCode: address?.PostCode ?? '',
});

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
const samePostcode = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? '').replace(/\s+/g, '').toUpperCase() === (b ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * Postal is 'same as residential' when line, suburb, state and postcode all match (section 5); case, surrounding
 * spaces and the postcode's inner space do not count, and city and country are not compared.
 */
export const isSameAddress = (a: Address | null | undefined, b: Address | null | undefined): boolean =>
  same(a?.AddressLine, b?.AddressLine) && same(a?.Suburb, b?.Suburb) && same(a?.State, b?.State) && samePostcode(a?.PostCode, b?.PostCode);
