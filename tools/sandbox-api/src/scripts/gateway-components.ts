import type { GatewaySettings, HostedComponent } from '@portal/gateway';

/** The events the sandbox's components dispatch on themselves (the same for both). */
const events = {
  ready: 'sandbox-gateway-ready',
  complete: 'sandbox-gateway-complete',
  invalid: 'sandbox-gateway-validation',
  failed: 'sandbox-gateway-error',
} as const;

/** Pay Now's card capture (/gateway/card-capture.js). */
const cardCapture = {
  tag: 'sandbox-card-capture',
  attributes: {
    clientId: 'client-id',
    quoteId: 'quote-id',
    quoteToken: 'quote-token',
    authToken: 'auth-token',
    environment: 'environment',
    apiUrl: 'api-url',
    actionUrl: 'action-url',
    formId: 'form-id',
    region: 'region',
    passthrough: 'passthrough',
    showCardInParts: 'show-card-in-parts',
    showNameFirst: 'show-name-first',
  },
  events,
} as const satisfies HostedComponent;

/** Payment update's registration element, card provider 1 (/gateway/registration.js). */
const registration = {
  tag: 'sandbox-payment-registration',
  attributes: {
    clientId: 'client-id',
    quoteId: 'quote-id',
    quoteToken: 'quote-token',
    authToken: 'auth-token',
    environment: 'environment',
    apiUrl: 'api-url',
    actionUrl: 'action-url',
    region: 'region',
    accountType: 'account-type',
    showNameFirst: 'show-name-first',
  },
  events,
  submitMethod: 'submit',
} as const satisfies HostedComponent;

/**
 * The names the sandbox's gateway components invented: their one source. The sandbox's scripts define and dispatch
 * them, and the served configResponse.json of development, Storybook, the component tests and the end-to-end suite
 * names them (`gateway.cardCapture`, `gateway.registration`). A production artifact never does: a deployment names
 * its own gateway's components there.
 */
export const SANDBOX_GATEWAY_COMPONENTS = { cardCapture, registration } as const satisfies Required<
  Pick<GatewaySettings, 'cardCapture' | 'registration'>
>;
