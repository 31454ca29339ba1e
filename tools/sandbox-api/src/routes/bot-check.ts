import { z } from 'zod';
import type { SandboxHono } from '../context.ts';
import { readBody } from '../http.ts';

/** Paths under the captcha host that development and the end-to-end suite configure, '/bot-check'. */
export const BOT_CHECK_PREFIX = '/bot-check';

const ACTION = 'customerportal/Login';

export const botCheckRoutes = (app: SandboxHono): void => {
  // The verify call of the captcha host (reCAPTCHA's stand-in itself is under /__vendor/www.google.com: routes/vendors.ts).
  // Only a token the stand-in handed out passes, and only for the portal's action; the answer carries more than the
  // success and score section 7 shows (as reCAPTCHA's own verdicts do), which the portal ignores.
  app.post(`${BOT_CHECK_PREFIX}/api/v1/recaptcha/verify`, async (c) => {
    const { token, action } = await readBody(
      c,
      z.object({ token: z.string().min(1), sitekey: z.string().optional(), action: z.string().optional() }),
    );
    const success = token.startsWith('sandbox-pass-') && action === ACTION;
    return c.json({
      success,
      score: success ? 0.9 : 0.1,
      action,
      challenge_ts: new Date().toISOString(),
      hostname: new URL(c.req.url).hostname,
      ...(success ? {} : { 'error-codes': ['invalid-input-response'] }),
    });
  });
};
