import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { displayCase } from '../normalise/display-case.ts';
import { blankHomePhonePlaceholder } from '../normalise/phone.ts';
import { apiPaths } from '../paths.ts';
import { keptItems, optionalBoolean, optionalNumber, optionalString, presentString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetCustomerDetailRequest = Schemas['GetCustomerDetailRequest'];
/** SecurityToken defaults to the client's current bearer token. */
export type GetCustomerDetailParams = { ClientPortalLoginId: string; SecurityToken?: string };

const addressFields = {
  AddressLine: optionalString,
  Suburb: optionalString,
  State: optionalString,
  PostCode: optionalString,
  City: optionalString,
};
export const addressSchema = z.object(addressFields);
export const postalAddressSchema = z.object({ ...addressFields, CountryId: optionalNumber });
export type Address = Schemas['Address'];
export type PostalAddress = Schemas['PostalAddress'];

/** Essential: PolicyNumber (a policy without it is left out of the list). */
export const customerPolicySchema = z.object({
  PolicyNumber: presentString,
  /** The product name. */
  Product: optionalString,
  OwnerMandatoryBenefitSI: optionalNumber,
  RenewalDate: optionalString,
  SaleCompletedDate: optionalString,
  ClaimInProgress: optionalBoolean,
  PolicyStatusId: optionalNumber,
});
export type CustomerPolicy = Schemas['CustomerPolicy'];

/** Essential: ClientId and the Policies list (README "Essential fields"); every other field may be null or absent. */
export const customerDetailSchema = z.object({
  ClientId: z.number(),
  FirstName: optionalString,
  LastName: optionalString,
  ResidentialAddress: z.nullish(addressSchema),
  PostalAddress: z.nullish(postalAddressSchema),
  CustomPostaladdress: optionalBoolean,
  CountryId: optionalNumber,
  HomePhone: optionalString,
  MobilePhone: optionalString,
  Email: optionalString,
  Policies: keptItems(customerPolicySchema),
});
export type CustomerDetail = Schemas['CustomerDetail'];

/** Names in display case and the home-phone placeholder blanked (spec section 3). */
export const normaliseCustomerDetail = (detail: CustomerDetail): CustomerDetail => ({
  ...detail,
  FirstName: detail.FirstName == null ? detail.FirstName : displayCase(detail.FirstName),
  LastName: detail.LastName == null ? detail.LastName : displayCase(detail.LastName),
  HomePhone: blankHomePhonePlaceholder(detail.HomePhone),
});

/** The customer's contact details and policy list (bearer; the token also travels in the body). */
export const getCustomerDetail = async (
  client: ApiClient,
  params: GetCustomerDetailParams,
  signal?: AbortSignal,
): Promise<CustomerDetail> => {
  const path = apiPaths.getCustomerDetail;
  const body: GetCustomerDetailRequest = {
    SecurityToken: params.SecurityToken ?? client.getToken() ?? '',
    ClientPortalLoginId: params.ClientPortalLoginId,
  };
  const response = await client.send({ method: 'POST', path, body, signal });
  return normaliseCustomerDetail(await readJson(response, customerDetailSchema, path));
};
