import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { invalidResponse, readJson } from '../read-response.ts';
import { matchFieldCasing } from '../normalise/field-casing.ts';
import { apiPaths } from '../paths.ts';
import { optionalString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type FormatAddressParams = { address: string; isResidential: boolean; matchPostalAddress: boolean };

/** The parsed address of spec section 3 ("Parsed address input"); city is our addition for New Zealand. */
export const formattedAddressSchema = z.object({
  flatOrUnitType: optionalString,
  flatOrUnitNumber: optionalString,
  postalType: optionalString,
  postalNumber: optionalString,
  streetNumber1: optionalString,
  streetNumber1Suffix: optionalString,
  streetNumber2: optionalString,
  streetNumber2Suffix: optionalString,
  streetName: optionalString,
  streetType: optionalString,
  streetSuffix: optionalString,
  localityName: optionalString,
  state: optionalString,
  postcode: optionalString,
  addressline: optionalString,
  suburb: optionalString,
  city: optionalString,
});
export type FormattedAddress = Schemas['FormattedAddress'];

export type FormatAddressResult = { address: FormattedAddress; isResidential: boolean; matchPostalAddress: boolean };

/** The answer's field names in section 3's casing whatever casing it came in (the casing is our assumption). */
const formattedAddressAnswer = z.pipe(z.transform(matchFieldCasing(Object.keys(formattedAddressSchema.shape))), formattedAddressSchema);

const hasSomePart = (address: FormattedAddress): boolean =>
  Object.values(address).some((part) => typeof part === 'string' && part.trim() !== '');

/**
 * Formats one chosen address (bearer); isResidential and matchPostalAddress are passed through with the result.
 * Section 3's fields are read in any casing; an answer with no part of an address at all (other field names, every
 * part null) is an invalid answer (502), so the form keeps the customer's address instead of being blanked.
 */
export const formatAddress = async (client: ApiClient, params: FormatAddressParams, signal?: AbortSignal): Promise<FormatAddressResult> => {
  const path = apiPaths.formatAddress;
  const response = await client.send({ method: 'GET', path, query: { address: params.address }, signal });
  const address = await readJson(response, formattedAddressAnswer, path);
  if (!hasSomePart(address)) throw invalidResponse(path, 'no part of an address', address);
  return { address, isResidential: params.isResidential, matchPostalAddress: params.matchPostalAddress };
};
