import type { StripeConstructor } from '@stripe/stripe-js';
import { loadVendorScript } from '@portal/gateway';
import type { MountHostedForm } from './hosted-form';

const stripeGlobal = () => (window as unknown as { Stripe?: StripeConstructor }).Stripe;

/**
 * Provider 2 is Stripe's SetupIntent flow, programmed against Stripe.js's public API: the script comes from
 * CustomFormAPIURL, the publishable key from CustomFormAPIPublishableKey, and the setup intent's client secret is the
 * access token of PaymentGatewayAuthToken. Success leaves for return_url with setup_intent and redirect_status.
 */
export const mountStripe: MountHostedForm = async (container, config, events) => {
  const { payload } = config;
  await loadVendorScript(payload.CustomFormAPIURL ?? '', () => typeof stripeGlobal() === 'function');
  const Stripe = stripeGlobal();
  if (typeof Stripe !== 'function') throw new Error('The script defined no Stripe');
  const stripe = Stripe(payload.CustomFormAPIPublishableKey ?? '');
  const elements = stripe.elements({ clientSecret: payload.PaymentGatewayAccessToken });
  const element = elements.create('payment');
  let ready = false;
  element.on('ready', () => {
    ready = true;
  });
  element.mount(container);
  return {
    hasAppeared: () => ready,
    submit: async () => {
      const { error } = await stripe.confirmSetup({ elements, confirmParams: { return_url: config.returnUrl } });
      if (error?.type === 'validation_error') events.onInvalid();
      else if (error) events.onFailed();
    },
    destroy: () => element.destroy(),
  };
};
