import type { ApiClient } from '../client.ts';
import { readAnyOk } from '../read-any-ok.ts';
import { apiPaths } from '../paths.ts';
import type { Schemas } from '../contract/index.ts';

export type ResendOtpRequest = Schemas['ResendOtpRequest'];

/**
 * Sends a new one-time code (no bearer). Section 7 does not show the answer: any 2xx is success, whatever its body.
 * 419 expired login, 429 within 30 s of the last code, 403 locked (ApiError).
 */
export const resendOtp = async (client: ApiClient, params: ResendOtpRequest, signal?: AbortSignal): Promise<void> => {
  const path = apiPaths.resendOtp;
  const response = await client.send({ method: 'POST', path, body: params, auth: false, signal });
  await readAnyOk(response, path);
};
