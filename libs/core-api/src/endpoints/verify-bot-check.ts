import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { apiPaths } from '../paths.ts';
import type { Schemas } from '../contract/index.ts';

export const BOT_CHECK_ACTION = 'customerportal/Login';

export type VerifyBotCheckParams = {
  /** The configured captcha host; when empty the check is skipped. */
  captchaHost: string | null | undefined;
  token: string;
  sitekey: string;
};

/** Wire body (field names are our choice: the specification names the values but not the fields). */
export type VerifyBotCheckRequest = { token: string; sitekey: string; action: typeof BOT_CHECK_ACTION };

export const botCheckResponseSchema = z.object({ success: z.boolean(), score: z.number() });
export type BotCheckResponse = Schemas['BotCheckResponse'];

const ASSUMED_PASS: BotCheckResponse = { success: true, score: 1 };

/**
 * Verifies a captcha token (no bearer). With no captcha host configured, or a non-OK answer, it counts as a pass
 * with score 1 (spec section 7). A network failure raises ApiError 503; section 8 has the caller set score 1,
 * success true and show an error.
 */
export const verifyBotCheck = async (client: ApiClient, params: VerifyBotCheckParams, signal?: AbortSignal): Promise<BotCheckResponse> => {
  if (!params.captchaHost) return ASSUMED_PASS;
  const path = apiPaths.botCheckVerify;
  const body: VerifyBotCheckRequest = { token: params.token, sitekey: params.sitekey, action: BOT_CHECK_ACTION };
  const response = await client.send({ method: 'POST', path, host: params.captchaHost, body, auth: false, signal });
  if (!response.ok) return ASSUMED_PASS;
  return readJson(response, botCheckResponseSchema, path);
};
