import type { ApiClient } from '../client.ts';
import { DEFAULT_KEEP_ALIVE, type KeepAliveCall } from '../deployment-defaults.ts';
import { readJson } from '../read-response.ts';
import { securityTokenSchema, type SecurityTokenResponse } from './validate-otp.ts';

/**
 * The session keep-alive, with the bearer (the token names the session). The specification shows neither its method
 * nor its path: they are a deployment setting, by default POST /api/v1/Account/refreshtoken. Its answer must carry
 * { SecurityToken, ExpiresAt } (the shape validateotp shows) for the session to be extended; anything else raises
 * ApiError, and the session keeps its expiry.
 */
export const refreshToken = async (
  client: ApiClient,
  call: KeepAliveCall = DEFAULT_KEEP_ALIVE,
  signal?: AbortSignal,
): Promise<SecurityTokenResponse> => {
  const response = await client.send({ method: call.method, path: call.path, signal });
  return readJson(response, securityTokenSchema, call.path);
};
