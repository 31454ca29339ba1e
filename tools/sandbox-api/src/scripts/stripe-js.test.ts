// @vitest-environment jsdom
import { createApiClient, customerLogin, toCustomerLoginRequest, validateAndGetTokens, validateOtp } from '@portal/core-api';
import type { Stripe as StripeInstance, StripeConstructor } from '@stripe/stripe-js';
import { findByTitle, getByLabelText, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../app.ts';
import { sandboxHandlers } from '../msw.ts';
import { loadVendorStandIns, runVendorScript } from '../testing/vendor-stand-ins.ts';

// The sandbox on another origin than the page (jsdom's http://localhost:3000), as in development: Stripe.js, its frame
// and Stripe's API are all under the sandbox's /__vendor/<host>.
const origin = 'http://sandbox.test';
const server = setupServer(...sandboxHandlers(createSandboxApp({ log: () => {}, publicUrl: origin })));
const client = createApiClient({ baseUrl: origin, countryId: 39, requestSource: 'CustomerPortalWeb', getToken: () => token });
let token: string | null = null;
let loginId = '';

loadVendorStandIns();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  loginId = await customerLogin(
    client,
    toCustomerLoginRequest({ brandId: 6, emailAddress: 'chloe.tremblay@example.ca', dob: '1983-08-22' }),
  );
  const { code } = (await (await fetch(`${origin}/__sandbox/otp/${loginId}`)).json()) as { code: string };
  token = (await validateOtp(client, { securitycode: code, customerportalloginid: loginId })).SecurityToken;
});
afterAll(() => server.close());

const setUp = async () => {
  const p = await validateAndGetTokens(client, {
    policyNumber: '56001003',
    firstName: 'chloé',
    surName: 'tremblay',
    dob: '1983-08-22',
    ClientPortalLoginId: loginId,
  });
  expect(p.CustomFormAPIURL).toBe(`${origin}/__vendor/js.stripe.com/v3/`);
  // As the page loads CustomFormAPIURL (once: Stripe.js leaves a Stripe already defined alone).
  const page = window as unknown as { Stripe?: StripeConstructor };
  if (!page.Stripe) await runVendorScript(p.CustomFormAPIURL!);
  const stripe: StripeInstance = page.Stripe!(p.CustomFormAPIPublishableKey!);
  const elements = stripe.elements({ clientSecret: p.PaymentGatewayAccessToken });
  const element = elements.create('payment');
  const host = document.body.appendChild(document.createElement('div'));
  const ready = vi.fn();
  element.on('ready', ready);
  element.mount(host);
  return { stripe, elements, host, ready };
};

/** The card frame's fields, once drawn. */
const fieldsIn = async (host: HTMLElement) => {
  const frame = (await findByTitle(host, 'Secure payment input frame', {}, { timeout: 3000 })) as HTMLIFrameElement;
  expect(frame.src).toMatch(new RegExp(`^${origin}/__vendor/js\\.stripe\\.com/v3/elements-inner-payment\\.html#`));
  return waitFor(
    () => {
      const body = frame.contentDocument?.body;
      if (!body?.querySelector('input')) throw new Error('no fields yet');
      return body;
    },
    { timeout: 3000 },
  );
};

const fill = async (fields: HTMLElement, number: string) => {
  const user = userEvent.setup({ document: fields.ownerDocument });
  await user.type(getByLabelText(fields, 'Card number'), number);
  await user.type(getByLabelText(fields, 'Expiration date (MM / YY)'), '12 / 39');
  await user.type(getByLabelText(fields, 'Security code'), '123');
  await user.type(getByLabelText(fields, 'Name on card'), 'Chloe Tremblay');
};

describe('Stripe.js stand-in (provider 2) under the sandbox’s /__vendor', () => {
  // The redirect itself (return_url with setup_intent, setup_intent_client_secret, redirect_status) is covered end to end.
  it('draws the card fields in its frame, never in the page (then ready), and confirms the setup intent with Stripe’s API', async () => {
    const { stripe, elements, host, ready } = await setUp();
    const fields = await fieldsIn(host);
    expect(host.querySelector('input')).toBeNull();
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ elementType: 'payment' }));
    await fill(fields, '4242424242424242');
    const sent: { type: string | null; body: string }[] = [];
    const watch = async ({ request }: { request: Request }) => {
      if (request.url.endsWith('/confirm')) sent.push({ type: request.headers.get('Content-Type'), body: await request.clone().text() });
    };
    server.events.on('request:start', watch);
    const result = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: 'https://portal.example/x' },
      redirect: 'if_required',
    });
    server.events.removeListener('request:start', watch);
    expect(result.setupIntent).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^seti_/) });
    // As Stripe.js sends it: form-encoded, the nested parameters in bracket notation.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...new URLSearchParams(sent[0]?.body)]).toEqual([
      ['client_secret', expect.stringMatching(/^seti_.+_secret_/)],
      ['payment_method_data[type]', 'card'],
      ['payment_method_data[card][number]', '4242424242424242'],
      ['payment_method_data[card][exp_month]', '12'],
      ['payment_method_data[card][exp_year]', '39'],
      ['payment_method_data[card][cvc]', '123'],
      ['payment_method_data[billing_details][name]', 'Chloe Tremblay'],
    ]);
  });

  it('resolves a validation error for an incomplete form and a card error for the declined test card', async () => {
    const { stripe, elements, host, ready } = await setUp();
    const fields = await fieldsIn(host);
    await waitFor(() => expect(ready).toHaveBeenCalled());
    const incomplete = await stripe.confirmSetup({ elements, confirmParams: { return_url: 'https://portal.example/x' } });
    expect(incomplete.error?.type).toBe('validation_error');
    await fill(fields, '4000000000000002');
    const declined = await stripe.confirmSetup({ elements, confirmParams: { return_url: 'https://portal.example/x' } });
    expect(declined.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
  });
});
