import { gatewayCommon } from './gateway-common.ts';
import { SANDBOX_GATEWAY_COMPONENTS } from './gateway-components.ts';

/**
 * Pay Now's hosted card capture, configured as section 7 says, under the names of
 * SANDBOX_GATEWAY_COMPONENTS.cardCapture: <sandbox-card-capture client-id quote-id auth-token environment api-url
 * action-url form-id quote-token region passthrough [show-card-in-parts] [show-name-first] [show-submit]
 * [submit-label]>. submit() charges the card through the sandbox gateway (with the quote and client ids) and returns
 * to action-url with transactionidentifier and passthroughparamobject.
 */
export const cardCaptureScript = `${gatewayCommon}
${String.raw`
(function () {
  var NAMES = ${JSON.stringify(SANDBOX_GATEWAY_COMPONENTS.cardCapture)};
  if (customElements.get(NAMES.tag)) return;
  var G = window.__sandboxGateway;
  class SandboxCardCapture extends HTMLElement {
    constructor() { super(); this._names = NAMES; }
    connectedCallback() {
      if (this._fields) return;
      var self = this;
      G.mount(this, function (box, id) { return G.cardFields(box, id, G.has(self, 'showNameFirst'), G.has(self, 'showCardInParts')); }, 'Pay now', 0);
    }
    submit() {
      var self = this;
      var api = (G.attr(this, 'apiUrl') || '').replace(/\/+$/, '');
      var ids = {};
      if (G.attr(this, 'quoteId')) ids.quoteId = G.attr(this, 'quoteId');
      if (G.attr(this, 'clientId')) ids.clientId = G.attr(this, 'clientId');
      return G.submit(this, api + '/api/v1/transactions', Object.assign(ids, G.values(this._fields)), function (body) {
        var params = { transactionidentifier: body.transactionIdentifier, passthroughparamobject: G.attr(self, 'passthrough') || '' };
        G.finish(self, Object.assign({ cardScheme: body.cardScheme, cardSuffix: body.cardSuffix }, params), G.returnUrl(G.attr(self, 'actionUrl'), params));
      });
    }
  }
  customElements.define(NAMES.tag, SandboxCardCapture);
})();
`}`;
