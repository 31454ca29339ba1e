import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';

export type ResendOtpRequest = { CustomerPortalLoginId: string };

/** Our choice (the specification does not show this answer): the login id and when the new code expires. */
export const resendOtpResponseSchema = z.object({ CustomerPortalLoginId: z.string(), OtpExpiresAt: z.string() });
export type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

/** Sends a new one-time code (no bearer). 419 expired login, 429 within 30 s of the last code, 403 locked. */
export const resendOtp = async (
  client: ApiClient,
  params: ResendOtpRequest,
  signal?: AbortSignal,
): Promise<ResendOtpResponse> => {
  const path = apiPaths.resendOtp;
  const response = await client.send({ method: 'POST', path, body: params, auth: false, signal });
  return readJson(response, resendOtpResponseSchema, path);
};
