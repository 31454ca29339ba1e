import { SANDBOX_GATEWAY_COMPONENTS } from '../gateway-components.ts';
import { cardFields, GatewayElement, returnUrl } from './gateway-common.ts';

/**
 * Pay Now's hosted card capture (served at /gateway/card-capture.js), configured as section 7 says, under the names
 * of SANDBOX_GATEWAY_COMPONENTS.cardCapture: <sandbox-card-capture client-id quote-id auth-token environment api-url
 * action-url form-id quote-token region passthrough [show-card-in-parts] [show-name-first] [show-submit]
 * [submit-label]>. submit() charges the card through the sandbox gateway (with the quote and client ids) and returns
 * to action-url with transactionidentifier and passthroughparamobject.
 */
const NAMES = SANDBOX_GATEWAY_COMPONENTS.cardCapture;

class SandboxCardCapture extends GatewayElement {
  protected readonly names = NAMES;

  connectedCallback(): void {
    if (this.fields) return;
    this.mount((box, id) => cardFields(box, id, this.has('showNameFirst'), this.has('showCardInParts')), 'Pay now');
  }

  submit(): Promise<boolean> {
    const ids: Record<string, string> = {};
    const quoteId = this.attr('quoteId');
    const clientId = this.attr('clientId');
    if (quoteId) ids['quoteId'] = quoteId;
    if (clientId) ids['clientId'] = clientId;
    return this.send('/api/v1/transactions', { ...ids, ...this.values() }, (body) => {
      const params = { transactionidentifier: body['transactionIdentifier'], passthroughparamobject: this.attr('passthrough') || '' };
      this.finish({ cardScheme: body['cardScheme'], cardSuffix: body['cardSuffix'], ...params }, returnUrl(this.attr('actionUrl'), params));
    });
  }
}

if (!customElements.get(NAMES.tag)) customElements.define(NAMES.tag, SandboxCardCapture);
