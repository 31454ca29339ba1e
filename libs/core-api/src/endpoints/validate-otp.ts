import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { presentString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type ValidateOtpRequest = Schemas['ValidateOtpRequest'];

export const securityTokenSchema = z.object({
  SecurityToken: presentString,
  /** ISO date-time at which the bearer token stops being accepted. */
  ExpiresAt: presentString,
});
export type SecurityTokenResponse = Schemas['SecurityTokenResponse'];

/** Checks the one-time code (no bearer). 404 wrong code, 419 expired code, 403 locked account. */
export const validateOtp = async (client: ApiClient, params: ValidateOtpRequest, signal?: AbortSignal): Promise<SecurityTokenResponse> => {
  const path = apiPaths.validateOtp;
  const response = await client.send({ method: 'POST', path, body: params, auth: false, signal });
  return readJson(response, securityTokenSchema, path);
};
