import type { ApiClient } from '../client.ts';
import { readAnyOk } from '../read-any-ok.ts';
import { apiPaths } from '../paths.ts';

export type LogoutRequest = Record<string, never>;

export type LogoutResult = { ok: boolean; httpStatus: number };

/**
 * Ends the server session (bearer). Any 2xx is success whatever its body (section 7 does not show it); a non-OK
 * answer is not raised (section 7): it resolves with ok false. A network failure still raises ApiError 503.
 */
export const logout = async (client: ApiClient, _params: LogoutRequest = {}, signal?: AbortSignal): Promise<LogoutResult> => {
  const path = apiPaths.logout;
  const response = await client.send({ method: 'POST', path, signal });
  if (!response.ok) return { ok: false, httpStatus: response.status };
  await readAnyOk(response, path);
  return { ok: true, httpStatus: response.status };
};
