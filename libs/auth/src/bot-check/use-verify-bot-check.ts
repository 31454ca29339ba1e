import { isAbortError, verifyBotCheck, type BotCheckResponse } from '@portal/core-api';
import { useRegionalConfig } from '@portal/config';
import { useApiClient, useCommand } from '@portal/session';

/** The verification's result; `unavailable` when the call itself failed (section 8: pass with score 1, say so). */
export type BotCheckVerdict = BotCheckResponse & { unavailable: boolean };

/** Verifies a widget token on the configured captcha host. Never rejects (except on abort). */
export function useVerifyBotCheck() {
  const client = useApiClient();
  const { captcha } = useRegionalConfig();
  return useCommand({
    call: async (token: string): Promise<BotCheckVerdict> => {
      try {
        const result = await verifyBotCheck(client, { captchaHost: captcha.host, token, sitekey: captcha.siteKey });
        return { ...result, unavailable: false };
      } catch (error) {
        if (isAbortError(error)) throw error;
        return { success: true, score: 1, unavailable: true };
      }
    },
  });
}
