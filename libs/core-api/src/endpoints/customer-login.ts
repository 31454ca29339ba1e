import type { ApiClient } from '../client.ts';
import { invalidResponse, readText } from '../read-response.ts';
import { stripPhoneDashes } from '../normalise/phone.ts';
import { unquote } from '../normalise/unquote.ts';
import { apiPaths } from '../paths.ts';
import type { Schemas } from '../contract/index.ts';

/** Wire body of POST customerlogin. EmailId or PhoneNumber is an empty string when not used. */
export type CustomerLoginRequest = Schemas['CustomerLoginRequest'];

/** The login form's own payload (spec section 3): mobileNumber or emailAddress, dob as yyyy-mm-dd. */
export type LoginPayload = { brandId: number; mobileNumber?: string; emailAddress?: string; dob: string };

export const toCustomerLoginRequest = (payload: LoginPayload): CustomerLoginRequest => ({
  BrandId: payload.brandId,
  EmailId: payload.emailAddress?.trim() ?? '',
  PhoneNumber: stripPhoneDashes(payload.mobileNumber?.trim() ?? ''),
  DateOfBirth: payload.dob,
});

/**
 * Sends the credentials (no bearer). Resolves with the customerLoginId: the plain-text answer, quotes stripped. An
 * answer that is not one token of text (empty, JSON, or with whitespace) is an invalid answer (502).
 */
export const customerLogin = async (client: ApiClient, params: CustomerLoginRequest, signal?: AbortSignal): Promise<string> => {
  const path = apiPaths.customerLogin;
  const body: CustomerLoginRequest = { ...params, PhoneNumber: stripPhoneDashes(params.PhoneNumber) };
  const response = await client.send({ method: 'POST', path, body, auth: false, signal });
  const customerLoginId = unquote(await readText(response, path));
  if (customerLoginId === '') throw invalidResponse(path, 'empty customerLoginId');
  // A login id is one token of text; a JSON object or list (whole or cut short) is not a login id.
  if (/^[[{]|\s/.test(customerLoginId)) throw invalidResponse(path, 'not a customerLoginId', customerLoginId.slice(0, 200));
  return customerLoginId;
};
