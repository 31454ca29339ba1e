import { SANDBOX_GATEWAY_COMPONENTS } from '../gateway-components.ts';
import { cardFields, field, GatewayElement, returnUrl, type Fields } from './gateway-common.ts';

/**
 * Payment-method registration, card provider 1 (served at /gateway/registration.js), under the names of
 * SANDBOX_GATEWAY_COMPONENTS.registration: <sandbox-payment-registration api-url auth-token account-type="CC|DD"
 * region="AU|NZ|CA" (the bank fields of that country) action-url [quote-id] [quote-token] [show-name-first]
 * [show-submit] [form-id]>. submit() registers the card or account; completion returns to action-url with token,
 * cd_crn and accountType=CC (the gateway's CREDIT_CARD, renamed), or action=databasesaved and accountType=DD.
 */
const NAMES = SANDBOX_GATEWAY_COMPONENTS.registration;

/** The bank account fields of each country: AU BSB; NZ bank, branch, account, suffix; CA transit, institution. */
const bankFields = (box: HTMLElement, id: string, region: string): Fields => {
  const f: Fields = {};
  const add = (key: string, label: string, attrs: Record<string, string>) => {
    f[key] = field(box, id, key, label, { inputmode: 'numeric', ...attrs });
  };
  f['accountName'] = field(box, id, 'accountName', 'Account name', { autocomplete: 'name' });
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

class SandboxPaymentRegistration extends GatewayElement {
  protected readonly names = NAMES;

  static get observedAttributes(): string[] {
    return [NAMES.attributes.accountType];
  }

  connectedCallback(): void {
    if (!this.fields) this.render();
  }

  attributeChangedCallback(): void {
    if (this.fields) this.render();
  }

  private directDebit(): boolean {
    return this.attr('accountType') === 'DD';
  }

  private render(): void {
    const dd = this.directDebit();
    this.removeAttribute('data-ready');
    this.mount(
      (box, id) => (dd ? bankFields(box, id, this.attr('region') || 'AU') : cardFields(box, id, this.has('showNameFirst'))),
      'Save',
    );
  }

  submit(): Promise<boolean> {
    const dd = this.directDebit();
    const body = { accountType: dd ? 'DD' : 'CC', region: this.attr('region') || 'AU', ...this.values() };
    return this.send('/api/v1/registrations', body, (answer) => {
      const { token, accountType, cd_crn } = answer;
      const params = dd
        ? { token, action: 'databasesaved', accountType: 'DD', cd_crn }
        : { token, accountType: accountType === 'CREDIT_CARD' ? 'CC' : accountType, cd_crn };
      this.finish({ token, accountType, cd_crn }, returnUrl(this.attr('actionUrl'), params));
    });
  }
}

if (!customElements.get(NAMES.tag)) customElements.define(NAMES.tag, SandboxPaymentRegistration);
