import type { Context } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { checkCard, DECLINED_CARD, toCCExpiry } from '../state/card-check.ts';
import { parseStripeForm } from './stripe-form.ts';

/** The publishable key ValidateAndGetTokens names for provider 2 (CustomFormAPIPublishableKey). */
export const PUBLISHABLE_KEY = 'pk_sandbox_portal';
/** Stripe's test card whose authentication fails: the redirect carries redirect_status=failed. */
export const AUTHENTICATION_FAILS_CARD = '4000002760003184';

const confirmBody = z.object({
  client_secret: z.string(),
  payment_method_data: z.object({
    type: z.literal('card'),
    card: z.object({ number: z.string(), exp_month: z.string(), exp_year: z.string(), cvc: z.string() }),
    billing_details: z.object({ name: z.string().optional() }).optional(),
  }),
});

const stripeError = (c: Context, status: 400 | 401 | 402 | 404, type: string, message: string, code?: string) =>
  c.json({ error: { type, message, ...(code ? { code } : {}) } }, status);

/**
 * Stripe's `POST /v1/setup_intents/:id/confirm` on api.stripe.com (routes/vendors.ts): the publishable key as bearer,
 * a form-encoded body (`client_secret`, `payment_method_data[type]=card`, `payment_method_data[card][number]`...). Provider 2's card frame calls it (scripts/browser/stripe-frame.ts).
 */
export const confirmSetupIntent =
  ({ store, options }: SandboxContext) =>
  async (c: Context): Promise<Response> => {
    if (c.req.header('Authorization') !== `Bearer ${PUBLISHABLE_KEY}`)
      return stripeError(c, 401, 'invalid_request_error', 'Invalid API Key provided');
    // Stripe's API reads form-encoded bodies only (a JSON body is no parameters at all): Stripe.js sends one.
    const parsed = confirmBody.safeParse(parseStripeForm(c.req.header('Content-Type'), await c.req.text()));
    if (!parsed.success) return stripeError(c, 400, 'invalid_request_error', 'Missing or invalid form-encoded parameters.');
    const body = parsed.data;
    const id = c.req.param('id') ?? '';
    const grant = store.grants.get(body.client_secret);
    if (!grant || grant.purpose !== 'update' || !body.client_secret.startsWith(`${id}_secret_`)) {
      return stripeError(c, 404, 'invalid_request_error', `No such setupintent: '${id}'`, 'resource_missing');
    }
    const { card, billing_details } = body.payment_method_data;
    const digits = card.number.replace(/[\s-]/g, '');
    const errors = checkCard(
      {
        cardNumber: digits,
        cardHolderName: billing_details?.name ?? '',
        expiryMonth: card.exp_month,
        expiryYear: card.exp_year,
        cvc: card.cvc,
      },
      options.now(),
    );
    const first = Object.values(errors)[0];
    if (first) return stripeError(c, 402, 'card_error', first, 'invalid_card');
    if (digits === DECLINED_CARD) return stripeError(c, 402, 'card_error', 'Your card was declined.', 'card_declined');
    if (digits === AUTHENTICATION_FAILS_CARD)
      return c.json({ id, object: 'setup_intent', client_secret: body.client_secret, status: 'requires_payment_method' });
    store.registrations.set(id, {
      id,
      personaId: grant.personaId,
      policyNumber: grant.policyNumber,
      kind: 'CC',
      card: { suffix: digits.slice(-4), expiry: toCCExpiry(card.exp_month, card.exp_year) },
    });
    return c.json({ id, object: 'setup_intent', client_secret: body.client_secret, status: 'succeeded' });
  };
