import { gatewayCommon } from './gateway-common.ts';

/**
 * Pay Now's hosted card capture: <sandbox-card-capture api-url auth-token quote-id action-url passthrough
 * [show-name-first] [show-submit] [submit-label] [form-id]>. submit() charges the card through the sandbox gateway
 * and returns to action-url with transactionidentifier and passthroughparamobject.
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
      G.mount(this, function (box, id) { return G.cardFields(box, id, self.hasAttribute('show-name-first')); }, 'Pay now', 0);
    }
    submit() {
      var self = this;
      var api = (this.getAttribute('api-url') || '').replace(/\/+$/, '');
      return G.submit(this, api + '/api/v1/transactions', G.values(this._fields), function (body) {
        var params = { transactionidentifier: body.transactionIdentifier, passthroughparamobject: self.getAttribute('passthrough') || '' };
        G.finish(self, Object.assign({ cardScheme: body.cardScheme, cardSuffix: body.cardSuffix }, params), G.returnUrl(self.getAttribute('action-url'), params));
      });
    }
  }
  customElements.define('sandbox-card-capture', SandboxCardCapture);
})();
`}`;
