import type { Context } from 'hono';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { browserScript } from '../scripts/browser-scripts.ts';
import { reCaptchaAnchorHtml, stripeFrameCsp, stripeFrameHtml } from '../scripts/pages.ts';
import { RECAPTCHA_ANCHOR_PATH, RECAPTCHA_LIBRARY_PATH, STRIPE_FRAME_PATH, STRIPE_FRAME_SCRIPT_PATH } from '../scripts/vendor-paths.ts';
import { RECAPTCHA_ORIGIN, RECAPTCHA_STATIC_ORIGIN, STRIPE_API_ORIGIN, STRIPE_JS_ORIGIN, vendorPath } from '../vendor-hosts.ts';
import { confirmSetupIntent, PUBLISHABLE_KEY } from './stripe-api.ts';

const noStore = { 'Cache-Control': 'no-store' };
const javascript = (c: Context, source: string) =>
  c.body(source, 200, { ...noStore, 'Content-Type': 'application/javascript; charset=utf-8' });
const html = (c: Context, source: string, csp?: string) =>
  c.body(source, 200, { ...noStore, 'Content-Type': 'text/html; charset=utf-8', ...(csp ? { 'Content-Security-Policy': csp } : {}) });

/**
 * The vendors' stand-ins under their own host names (tools/sandbox-api/README.md, "The vendors' stand-ins"):
 * in the end-to-end suite a TLS front answering for js.stripe.com, api.stripe.com, www.google.com and www.gstatic.com
 * proxies each request to `/__vendor/<host><path>` here; elsewhere (development, Storybook, the DOM tests) the browser
 * asks for `/__vendor/<host><path>` itself. Stripe.js and its frame, Stripe's API, reCAPTCHA's loader, library and
 * checkbox frame. The payment gateway's host needs no prefix: its paths are the sandbox's own /gateway/….
 */
export const vendorRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const stripe = (path: string) => vendorPath(STRIPE_JS_ORIGIN, path);
  app.get(stripe('/v3'), async (c) => javascript(c, await browserScript('stripe-js')));
  app.get(stripe('/v3/'), async (c) => javascript(c, await browserScript('stripe-js')));
  // Its API is on api.stripe.com under the vendors' names, else beside the frame on the sandbox's origin.
  const frameCsp = stripeFrameCsp(ctx.options.vendorHosts ? STRIPE_API_ORIGIN : "'self'");
  app.get(stripe(STRIPE_FRAME_PATH), (c) => html(c, stripeFrameHtml, frameCsp));
  app.get(stripe(STRIPE_FRAME_SCRIPT_PATH), async (c) => javascript(c, await browserScript('stripe-frame')));

  // Stripe.js asks for the elements session (from the page) before it mounts: the key and the client secret's shape.
  app.get(vendorPath(STRIPE_API_ORIGIN, '/v1/elements/sessions'), (c) => {
    if (c.req.query('key') !== PUBLISHABLE_KEY)
      return c.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }, 401);
    const secret = c.req.query('client_secret') ?? '';
    if (!/^seti_[^_]+_secret_/.test(secret))
      return c.json({ error: { type: 'invalid_request_error', message: 'Invalid value for client_secret.' } }, 400);
    return c.json({
      object: 'elements_session',
      livemode: false,
      payment_method_types: ['card'],
      setup_intent: { id: secret.split('_secret_')[0], object: 'setup_intent' },
    });
  });
  app.post(vendorPath(STRIPE_API_ORIGIN, '/v1/setup_intents/:id/confirm'), confirmSetupIntent(ctx));

  app.get(vendorPath(RECAPTCHA_ORIGIN, '/recaptcha/api.js'), async (c) => javascript(c, await browserScript('recaptcha-loader')));
  app.get(vendorPath(RECAPTCHA_STATIC_ORIGIN, RECAPTCHA_LIBRARY_PATH), async (c) =>
    javascript(c, await browserScript('recaptcha-library')),
  );
  app.get(vendorPath(RECAPTCHA_ORIGIN, RECAPTCHA_ANCHOR_PATH), async (c) =>
    html(c, reCaptchaAnchorHtml(await browserScript('recaptcha-anchor'))),
  );
};
