import { gatewayCommon } from './gateway-common.ts';
import { SANDBOX_GATEWAY_COMPONENTS } from './gateway-components.ts';

/**
 * Payment-method registration (provider 1), under the names of SANDBOX_GATEWAY_COMPONENTS.registration:
 * <sandbox-payment-registration api-url auth-token account-type="CC|DD"
 * region="AU|NZ|CA" (the bank fields of that country) action-url [quote-id] [quote-token] [show-name-first] [show-submit] [form-id]>. submit()
 * registers the card or account; completion returns to action-url with token, cd_crn and accountType=CC (the
 * gateway's CREDIT_CARD, renamed), or action=databasesaved and accountType=DD.
 */
export const registrationScript = `${gatewayCommon}
${String.raw`
(function () {
  var NAMES = ${JSON.stringify(SANDBOX_GATEWAY_COMPONENTS.registration)};
  if (customElements.get(NAMES.tag)) return;
  var G = window.__sandboxGateway;
  /** The bank account fields of each country: AU BSB; NZ bank, branch, account, suffix; CA transit, institution. */
  var bankFields = function (box, id, region) {
    var f = {};
    var add = function (key, label, attrs) { f[key] = G.field(box, id, key, label, Object.assign({ inputmode: 'numeric' }, attrs || {})); };
    f.accountName = G.field(box, id, 'accountName', 'Account name', { autocomplete: 'name' });
    if (region === 'NZ') {
      add('bankCode', 'Bank number', { maxlength: '2', size: '2' });
      add('branchCode', 'Branch number', { maxlength: '4', size: '4' });
      add('accountNumber', 'Account number', { maxlength: '7', size: '7' });
      add('suffix', 'Suffix', { maxlength: '3', size: '3' });
    } else if (region === 'CA') {
      add('transitNumber', 'Transit number', { maxlength: '5', size: '5' });
      add('institutionNumber', 'Institution number', { maxlength: '3', size: '3' });
      add('accountNumber', 'Account number', { maxlength: '12', size: '12' });
    } else {
      add('bsb', 'BSB', { maxlength: '7', size: '7' });
      add('accountNumber', 'Account number', { maxlength: '10', size: '10' });
    }
    return f;
  };
  class SandboxPaymentRegistration extends HTMLElement {
    constructor() { super(); this._names = NAMES; }
    static get observedAttributes() { return [NAMES.attributes.accountType]; }
    connectedCallback() { if (!this._fields) this.render(); }
    attributeChangedCallback() { if (this._fields) this.render(); }
    render() {
      var self = this;
      var dd = G.attr(this, 'accountType') === 'DD';
      this.removeAttribute('data-ready');
      G.mount(this, function (box, id) {
        return dd ? bankFields(box, id, G.attr(self, 'region') || 'AU') : G.cardFields(box, id, G.has(self, 'showNameFirst'));
      }, 'Save', 0);
    }
    submit() {
      var self = this;
      var dd = G.attr(this, 'accountType') === 'DD';
      var api = (G.attr(this, 'apiUrl') || '').replace(/\/+$/, '');
      var body = Object.assign({ accountType: dd ? 'DD' : 'CC', region: G.attr(this, 'region') || 'AU' }, G.values(this._fields));
      return G.submit(this, api + '/api/v1/registrations', body, function (answer) {
        var params = dd
          ? { token: answer.token, action: 'databasesaved', accountType: 'DD', cd_crn: answer.cd_crn }
          : { token: answer.token, accountType: answer.accountType === 'CREDIT_CARD' ? 'CC' : answer.accountType, cd_crn: answer.cd_crn };
        G.finish(self, { token: answer.token, accountType: answer.accountType, cd_crn: answer.cd_crn }, G.returnUrl(G.attr(self, 'actionUrl'), params));
      });
    }
  }
  customElements.define(NAMES.tag, SandboxPaymentRegistration);
})();
`}`;
