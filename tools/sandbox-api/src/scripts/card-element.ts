import { gatewayCommon } from './gateway-common.ts';

/**
 * Card registration (provider 2, a hosted card element in the style of setup intents):
 * <sandbox-card-element api-url="{CustomFormAPIURL}" publishable-key auth-token return-url [show-submit]>.
 * It becomes ready (data-ready="true") about 300 ms after it appears, like a real hosted element. submit() (alias
 * confirmSetup()) returns to return-url with setup_intent, setup_intent_client_secret and redirect_status=succeeded.
 */
export const cardElementScript = `${gatewayCommon}
${String.raw`
(function () {
  if (customElements.get('sandbox-card-element')) return;
  var G = window.__sandboxGateway;
  class SandboxCardElement extends HTMLElement {
    connectedCallback() {
      if (this._fields) return;
      G.mount(this, function (box, id) { return G.cardFields(box, id, false); }, 'Save card', 300);
    }
    confirmSetup() { return this.submit(); }
    submit() {
      var self = this;
      var api = (this.getAttribute('api-url') || '').replace(/\/+$/, '');
      var body = Object.assign({ publishableKey: this.getAttribute('publishable-key') || '' }, G.values(this._fields));
      return G.submit(this, api + '/v1/setup_intents', body, function (intent) {
        var params = { setup_intent: intent.id, setup_intent_client_secret: intent.client_secret, redirect_status: 'succeeded' };
        G.finish(self, params, G.returnUrl(self.getAttribute('return-url'), params));
      });
    }
  }
  customElements.define('sandbox-card-element', SandboxCardElement);
})();
`}`;
