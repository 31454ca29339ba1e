import { hasHostedContent, hostedAttributes, loadHostedComponent } from '@portal/gateway';
import type { RegistrationResult } from '../return/return-leg';
import type { MountHostedForm } from './hosted-form';

/**
 * Provider 1: the gateway's payment-registration web component, loaded from GfsWebComponentsUrl. Its tag, the
 * attribute names it reads and its events are the served configuration's `gateway.registration`; none configured
 * is a component that cannot load (the caller reports the script failure).
 */
export const mountRegistration: MountHostedForm = async (container, config, events) => {
  const component = config.component;
  if (!component) throw new Error('No registration component is configured (gateway.registration)');
  const { payload } = config;
  await loadHostedComponent(payload.GfsWebComponentsUrl, component.tag);
  const element = document.createElement(component.tag);
  const attributes = hostedAttributes(
    component,
    {
      clientId: payload.ClientID,
      quoteId: payload.QuoteID,
      quoteToken: payload.EvolveUpdatePaymentDetailsToken,
      authToken: payload.PaymentGatewayAccessToken,
      apiUrl: payload.PaymentGatewayAPIURL,
      environment: payload.PaymentGatewayAPIEnvironment,
      accountType: config.method,
      region: config.region,
      actionUrl: config.returnUrl,
      showNameFirst: config.showNameFirst,
    },
    config.label,
  );
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  const { ready, complete, invalid, failed } = component.events;
  let readySeen = false;
  if (ready) element.addEventListener(ready, () => (readySeen = true));
  if (complete) {
    element.addEventListener(complete, (event) => {
      // The page, not the component, reloads with the returned data (CREDIT_CARD renamed CC).
      event.preventDefault();
      events.onComplete((event as CustomEvent<RegistrationResult>).detail);
    });
  }
  element.addEventListener(invalid, events.onInvalid);
  element.addEventListener(failed, events.onFailed);
  container.replaceChildren(element);
  return {
    hasAppeared: () => (ready ? readySeen : hasHostedContent(element)),
    submit: async () => {
      const submit = (element as unknown as Record<string, unknown>)[component.submitMethod ?? 'submit'];
      if (typeof submit !== 'function') throw new Error('The registration component has no submit method');
      await (submit as () => unknown).call(element);
    },
    destroy: () => element.remove(),
  };
};
