import { vendorBaseOf } from '../scripts/browser/vendor-base.ts';
import { stripeForm } from '../scripts/browser/stripe-card.ts';
import { STRIPE_API_ORIGIN } from '../vendor-hosts.ts';

/** What the hosted components do in the browser, done directly for tests: talk to the sandbox gateway API. */
const post = async (url: string, token: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

export const testCard = {
  cardNumber: '4111 1111 1111 1111',
  cardHolderName: 'Liam Nguyen',
  expiryMonth: '12',
  expiryYear: '39',
  cvc: '123',
};

/** Card capture (Pay Now): apiUrl is the session's apiUrl (PaymentGatewayAPIURL without /api). */
export const chargeCard = (apiUrl: string, accessToken: string, card = testCard) =>
  post(`${apiUrl}/api/v1/transactions`, accessToken, card);

export const registerPaymentMethod = (apiUrl: string, accessToken: string, body: Record<string, string>) =>
  post(`${apiUrl}/api/v1/registrations`, accessToken, body);

/**
 * Provider 2: confirms the setup intent whose client secret is the access token, as Stripe.js's confirmSetup does, with
 * Stripe's API where Stripe.js (CustomFormAPIURL) finds it.
 */
export const createSetupIntent = async (customFormUrl: string, clientSecret: string, card = testCard) => {
  const id = /^(seti_[^_]+)_secret_/.exec(clientSecret)?.[1] ?? 'seti_unknown';
  const [exp_month, exp_year] = [card.expiryMonth, card.expiryYear];
  const response = await fetch(`${vendorBaseOf(customFormUrl)(STRIPE_API_ORIGIN)}/v1/setup_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Bearer pk_sandbox_portal' },
    body: stripeForm({
      client_secret: clientSecret,
      payment_method_data: {
        type: 'card',
        card: { number: card.cardNumber, exp_month, exp_year, cvc: card.cvc },
        billing_details: { name: card.cardHolderName },
      },
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};
