import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { securityTokenSchema, type SecurityTokenResponse } from './validate-otp.ts';

/** No body: the bearer token names the session. */
export type RefreshTokenRequest = Record<string, never>;

/**
 * The session keep-alive. The specification does not show it; our choice is POST /api/v1/Account/refreshtoken
 * with the bearer, answering { SecurityToken, ExpiresAt } with the same token and a later expiry.
 */
export const refreshToken = async (
  client: ApiClient,
  _params: RefreshTokenRequest = {},
  signal?: AbortSignal,
): Promise<SecurityTokenResponse> => {
  const path = apiPaths.refreshToken;
  const response = await client.send({ method: 'POST', path, signal });
  return readJson(response, securityTokenSchema, path);
};
