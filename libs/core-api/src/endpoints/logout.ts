import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import { successSchema } from '../wire.ts';

export type LogoutRequest = Record<string, never>;

/** Our choice for the OK answer, whose shape is not shown. */
export const logoutResponseSchema = successSchema;

export type LogoutResult = { ok: boolean; httpStatus: number };

/**
 * Ends the server session (bearer). A non-OK answer is not raised (spec section 7): it resolves with ok false.
 * A network failure still raises ApiError 503, like every call.
 */
export const logout = async (
  client: ApiClient,
  _params: LogoutRequest = {},
  signal?: AbortSignal,
): Promise<LogoutResult> => {
  const path = apiPaths.logout;
  const response = await client.send({ method: 'POST', path, signal });
  if (!response.ok) return { ok: false, httpStatus: response.status };
  await readJson(response, logoutResponseSchema, path);
  return { ok: true, httpStatus: response.status };
};
