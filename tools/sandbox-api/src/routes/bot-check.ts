import { z } from 'zod';
import type { SandboxHono } from '../context.ts';
import { readBody } from '../http.ts';
import { botCheckWidgetScript } from '../scripts/bot-check-widget.ts';

/** Paths under the portal's configured captcha host, '/bot-check'. */
export const BOT_CHECK_PREFIX = '/bot-check';

export const botCheckRoutes = (app: SandboxHono): void => {
  app.get(`${BOT_CHECK_PREFIX}/widget.js`, (c) =>
    c.body(botCheckWidgetScript, 200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );

  app.post(`${BOT_CHECK_PREFIX}/api/v1/recaptcha/verify`, async (c) => {
    const { token } = await readBody(c, z.object({ token: z.string().min(1), sitekey: z.string().optional(), action: z.string().optional() }));
    return c.json(token === 'sandbox-fail' ? { success: false, score: 0.1 } : { success: true, score: 0.9 });
  });
};
