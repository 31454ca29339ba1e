import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { normaliseAddress } from '../normalise/address.ts';
import { stripPhoneDashes } from '../normalise/phone.ts';
import { apiPaths } from '../paths.ts';
import { successSchema, type SuccessResponse } from '../wire.ts';
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
 * Saves contact details for all the customer's policies (bearer). The answer is our choice: { IsSuccess }.
 * IsSuccess false is returned, not raised; the caller shows the contact-update failure message.
 */
export const updateCustomerContactDetail = async (
  client: ApiClient,
  params: UpdateCustomerContactDetailRequest,
  signal?: AbortSignal,
): Promise<SuccessResponse> => {
  const path = apiPaths.updateCustomerContactDetail;
  const body: UpdateCustomerContactDetailRequest = {
    ClientPortalLoginId: params.ClientPortalLoginId,
    ContactDetails: normaliseContactDetails(params.ContactDetails),
  };
  const response = await client.send({ method: 'POST', path, body, signal });
  return readJson(response, successSchema, path);
};
