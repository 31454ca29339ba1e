import { z } from 'zod';
import type { SandboxHono } from '../context.ts';
import { readBody } from '../http.ts';
import { browserScript } from '../scripts/browser-scripts.ts';

/** Paths under the captcha host that development and the end-to-end suite configure, '/bot-check'. */
export const BOT_CHECK_PREFIX = '/bot-check';

/** Where the sandbox serves its reCAPTCHA stand-in (Google's is https://www.google.com/recaptcha/api.js). */
export const SANDBOX_RECAPTCHA_SCRIPT = `${BOT_CHECK_PREFIX}/recaptcha/api.js`;

const ACTION = 'customerportal/Login';

export const botCheckRoutes = (app: SandboxHono): void => {
  app.get(SANDBOX_RECAPTCHA_SCRIPT, async (c) =>
    c.body(await browserScript('recaptcha-stand-in'), 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );

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
