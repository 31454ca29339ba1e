import { gatewayCommon } from './gateway-common.ts';

/**
 * Pay Now's hosted card capture, configured as section 7 says: <sandbox-card-capture client-id quote-id auth-token
 * environment api-url action-url form-id quote-token region passthrough [show-card-in-parts] [show-name-first]
 * [show-submit] [submit-label]>. submit() charges the card through the sandbox gateway (with the quote and client
 * ids) and returns to action-url with transactionidentifier and passthroughparamobject.
 */
export const cardCaptureScript = `${gatewayCommon}
${String.raw`
(function () {
  if (customElements.get('sandbox-card-capture')) return;
  var G = window.__sandboxGateway;
  class SandboxCardCapture extends HTMLElement {
    connectedCallback() {
      if (this._fields) return;
      var self = this;
      G.mount(this, function (box, id) { return G.cardFields(box, id, self.hasAttribute('show-name-first'), self.hasAttribute('show-card-in-parts')); }, 'Pay now', 0);
    }
    submit() {
      var self = this;
      var api = (this.getAttribute('api-url') || '').replace(/\/+$/, '');
      var ids = {};
      if (this.getAttribute('quote-id')) ids.quoteId = this.getAttribute('quote-id');
      if (this.getAttribute('client-id')) ids.clientId = this.getAttribute('client-id');
      return G.submit(this, api + '/api/v1/transactions', Object.assign(ids, G.values(this._fields)), function (body) {
        var params = { transactionidentifier: body.transactionIdentifier, passthroughparamobject: self.getAttribute('passthrough') || '' };
        G.finish(self, Object.assign({ cardScheme: body.cardScheme, cardSuffix: body.cardSuffix }, params), G.returnUrl(self.getAttribute('action-url'), params));
      });
    }
  }
  customElements.define('sandbox-card-capture', SandboxCardCapture);
})();
`}`;
