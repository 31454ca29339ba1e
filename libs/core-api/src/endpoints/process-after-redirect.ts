import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { CLIENT_IP_ADDRESS } from '../normalise/gateway.ts';
import { apiPaths } from '../paths.ts';
import { optionalString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type ProcessAfterRedirectParams = {
  ClientPortalLoginId: string;
  /** The hosted component's return parameters: token, action, accountType, cd_crn, setup_intent, redirect_status... */
  QueryStrings: Record<string, string>;
};
export type ProcessAfterRedirectRequest = ProcessAfterRedirectParams & { ClientIPAddress: string };

export const updateResultSchema = z.object({ IsSuccess: z.boolean(), SuccessMessage: optionalString });
export type UpdateResult = Schemas['UpdateResult'];

/**
 * Saves the payment method the hosted component registered (bearer). IsSuccess false is returned, not raised.
 * Pass the signal of the newest attempt: an earlier in-flight call is cancelled by its caller.
 */
export const processAfterRedirect = async (
  client: ApiClient,
  params: ProcessAfterRedirectParams,
  signal?: AbortSignal,
): Promise<UpdateResult> => {
  const path = apiPaths.processAfterRedirect;
  const body: ProcessAfterRedirectRequest = { ...params, ClientIPAddress: CLIENT_IP_ADDRESS };
  const response = await client.send({ method: 'POST', path, body, signal });
  return readJson(response, updateResultSchema, path);
};
