import type { ApiClient } from '../client.ts';
import { readAnyOk } from '../read-any-ok.ts';
import { normaliseAddress } from '../normalise/address.ts';
import { stripPhoneDashes } from '../normalise/phone.ts';
import { apiPaths } from '../paths.ts';
import type { Address, PostalAddress } from './get-customer-detail.ts';

export type ContactDetails = {
  ClientId: number;
  Email: string | null;
  HomePhone: string | null;
  MobilePhone: string | null;
  ResidentialAddress: Address;
  PostalAddress: PostalAddress;
  CustomPostaladdress: boolean;
  Errors: string[] | null;
};

export type UpdateCustomerContactDetailRequest = { ClientPortalLoginId: string; ContactDetails: ContactDetails };

const phone = (value: string | null): string | null => (value === null ? null : stripPhoneDashes(value.trim()) || null);

/** Phones without dashes (blank to null), addresses trimmed with blanks null and postcodes formatted. */
export const normaliseContactDetails = (details: ContactDetails): ContactDetails => ({
  ...details,
  Email: details.Email?.trim() || null,
  HomePhone: phone(details.HomePhone),
  MobilePhone: phone(details.MobilePhone),
  ResidentialAddress: normaliseAddress(details.ResidentialAddress),
  PostalAddress: normaliseAddress(details.PostalAddress),
});

/**
 * Saves contact details for all the customer's policies (bearer). Section 7 does not show the answer's shape, so any
 * 2xx is success and its body is not read as a schema (a non-OK answer raises ApiError as usual).
 */
export const updateCustomerContactDetail = async (
  client: ApiClient,
  params: UpdateCustomerContactDetailRequest,
  signal?: AbortSignal,
): Promise<void> => {
  const path = apiPaths.updateCustomerContactDetail;
  const body: UpdateCustomerContactDetailRequest = {
    ClientPortalLoginId: params.ClientPortalLoginId,
    ContactDetails: normaliseContactDetails(params.ContactDetails),
  };
  const response = await client.send({ method: 'POST', path, body, signal });
  await readAnyOk(response, path);
};
