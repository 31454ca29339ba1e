import type { RegistrationResult } from '../return/return-leg';
import type { MountHostedForm } from './hosted-form';
import { loadScript } from './load-script';

/**
 * Provider 1: the gateway's payment-registration web component, loaded from GfsWebComponentsUrl. This module is the
 * only place that knows its tag, attributes and events; a real vendor script replaces the sandbox's here.
 */
export const REGISTRATION_TAG = 'sandbox-payment-registration';

type RegistrationElement = HTMLElement & { submit: () => Promise<boolean> };

export const mountRegistration: MountHostedForm = async (container, config, events) => {
  await loadScript(config.payload.GfsWebComponentsUrl, () => customElements.get(REGISTRATION_TAG) !== undefined);
  const { payload } = config;
  const element = document.createElement(REGISTRATION_TAG) as RegistrationElement;
  const attributes: Record<string, string> = {
    'client-id': payload.ClientID,
    'quote-id': payload.QuoteID,
    'quote-token': payload.EvolveUpdatePaymentDetailsToken,
    'auth-token': payload.PaymentGatewayAccessToken,
    'api-url': payload.PaymentGatewayAPIURL,
    environment: payload.PaymentGatewayAPIEnvironment,
    'account-type': config.method,
    region: config.region,
    'action-url': config.returnUrl,
    'aria-label': config.label,
  };
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  if (config.showNameFirst) element.setAttribute('show-name-first', '');
  element.addEventListener('sandbox-gateway-complete', (event) => {
    // The page, not the component, reloads with the returned data (CREDIT_CARD renamed CC).
    event.preventDefault();
    events.onComplete((event as CustomEvent<RegistrationResult>).detail);
  });
  element.addEventListener('sandbox-gateway-validation', events.onInvalid);
  element.addEventListener('sandbox-gateway-error', events.onFailed);
  container.replaceChildren(element);
  return {
    hasAppeared: () => element.getAttribute('data-ready') === 'true',
    submit: async () => {
      await element.submit();
    },
    destroy: () => element.remove(),
  };
};
