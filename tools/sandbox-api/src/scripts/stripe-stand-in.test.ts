// @vitest-environment jsdom
import { createApiClient, customerLogin, toCustomerLoginRequest, validateAndGetTokens, validateOtp } from '@portal/core-api';
import type { Stripe as StripeInstance, StripeConstructor } from '@stripe/stripe-js';
import { findByLabelText, getByLabelText } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../app.ts';
import { sandboxHandlers } from '../msw.ts';
import { browserScript } from './browser-scripts.ts';

const origin = 'http://sandbox.test';
const server = setupServer(...sandboxHandlers(createSandboxApp({ log: () => {}, publicUrl: origin })));
const client = createApiClient({ baseUrl: origin, countryId: 39, requestSource: 'CustomerPortalWeb', getToken: () => token });
let token: string | null = null;
let loginId = '';
let Stripe: StripeConstructor;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const source = await browserScript('stripe-stand-in');
  // As if loaded from CustomFormAPIURL: the stand-in finds its API beside its own URL.
  const script = document.createElement('script');
  script.src = `${origin}/gateway/custom-form/v3/stripe.js`;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(source)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  Stripe = (window as unknown as { Stripe: StripeConstructor }).Stripe;
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
  const stripe: StripeInstance = Stripe(p.CustomFormAPIPublishableKey!);
  const elements = stripe.elements({ clientSecret: p.PaymentGatewayAccessToken });
  const element = elements.create('payment');
  const host = document.body.appendChild(document.createElement('div'));
  const ready = vi.fn();
  element.on('ready', ready);
  element.mount(host);
  return { stripe, elements, host, ready };
};

const fill = async (host: HTMLElement, number: string) => {
  const user = userEvent.setup();
  await user.type(await findByLabelText(host, 'Card number', {}, { timeout: 3000 }), number);
  await user.type(getByLabelText(host, 'Expiration date (MM / YY)'), '12 / 39');
  await user.type(getByLabelText(host, 'Security code'), '123');
  await user.type(getByLabelText(host, 'Name on card'), 'Chloe Tremblay');
};

describe('Stripe.js stand-in (provider 2)', () => {
  // The redirect itself (return_url with setup_intent, setup_intent_client_secret, redirect_status) is covered end to end.
  it('mounts the element after a delay (then ready) and confirms the setup intent', async () => {
    const { stripe, elements, host, ready } = await setUp();
    expect(host.querySelector('input')).toBeNull();
    await fill(host, '4242424242424242');
    expect(ready).toHaveBeenCalledWith({ elementType: 'payment' });
    const result = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: 'https://portal.example/x' },
      redirect: 'if_required',
    });
    expect(result.setupIntent).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^seti_/) });
  });

  it('resolves a validation error for an incomplete form and a card error for the declined test card', async () => {
    const { stripe, elements, host } = await setUp();
    await findByLabelText(host, 'Card number', {}, { timeout: 3000 });
    const incomplete = await stripe.confirmSetup({ elements, confirmParams: { return_url: 'https://portal.example/x' } });
    expect(incomplete.error?.type).toBe('validation_error');
    await fill(host, '4000000000000002');
    const declined = await stripe.confirmSetup({ elements, confirmParams: { return_url: 'https://portal.example/x' } });
    expect(declined.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
  });
});
