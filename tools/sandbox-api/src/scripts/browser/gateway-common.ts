import type { HostedOption } from '@portal/gateway';
import type { SANDBOX_GATEWAY_COMPONENTS } from '../gateway-components.ts';

/**
 * Browser code shared by the hosted payment components (served as scripts by the sandbox, never bundled into the
 * portal). Each component keeps its names (SANDBOX_GATEWAY_COMPONENTS, ../gateway-components.ts) as `names`: the
 * attribute names it reads (`attr`, `has`) and the events it dispatches.
 */

export type ComponentNames = (typeof SANDBOX_GATEWAY_COMPONENTS)[keyof typeof SANDBOX_GATEWAY_COMPONENTS];

/** What a field offers the component: an input, or the card number's four boxes read as one. */
export type FieldInput = Pick<HTMLInputElement, 'value' | 'setAttribute' | 'removeAttribute' | 'focus'>;
export type Field = { input: FieldInput; error: HTMLElement };
export type Fields = Record<string, Field>;
type Attributes = Record<string, string>;

/** What the gateway's API answers a submission: its own fields on success, a message and field errors otherwise. */
export type GatewayAnswer = Record<string, string | undefined> & { message?: string; errors?: Record<string, string> };

declare global {
  interface Window {
    /** One id counter for every component script on the page (each script bundles this module). */
    __sandboxGatewayIds?: number;
  }
}

const nextId = (): string => {
  window.__sandboxGatewayIds = (window.__sandboxGatewayIds ?? 0) + 1;
  return `sbx-gw-${window.__sandboxGatewayIds}`;
};

export const el = (tag: string, attrs: Attributes = {}, text?: string): HTMLElement => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
};

const CSS =
  '.sbx-gateway{display:grid;gap:12px;font:inherit}.sbx-field label{display:block;font-weight:600;margin-bottom:4px}' +
  '.sbx-field input{font:inherit;padding:8px;border:2px solid #505a5f;border-radius:4px;min-width:4ch}' +
  '.sbx-field input:focus{outline:3px solid #fd0;outline-offset:0}.sbx-field input[aria-invalid=true]{border-color:#b00020}' +
  '.sbx-error{color:#b00020;margin:4px 0 0}.sbx-error:empty{display:none}' +
  '.sbx-status:empty{display:none}.sbx-status{color:#b00020;font-weight:600}' +
  '.sbx-gateway button{font:inherit;padding:8px 16px}.sbx-parts{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px}' +
  '.sbx-parts legend{font-weight:600;margin-bottom:4px;padding:0}' +
  '.sbx-parts input{font:inherit;padding:8px;border:2px solid #505a5f;border-radius:4px;width:5ch}' +
  '.sbx-parts input:focus{outline:3px solid #fd0;outline-offset:0}.sbx-parts input[aria-invalid=true]{border-color:#b00020}' +
  '.sbx-parts .sbx-error{flex-basis:100%}';

const addStyle = (): void => {
  if (document.getElementById('sbx-gateway-style')) return;
  const s = el('style', { id: 'sbx-gateway-style' });
  // The host page's CSP nonce for styles, where it publishes one (as a real gateway component takes it).
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta && (meta.nonce || meta.getAttribute('content'));
  if (nonce) s.nonce = nonce;
  s.textContent = CSS;
  document.head.appendChild(s);
};

export const field = (box: HTMLElement, id: string, key: string, label: string, attrs: Attributes = {}): Field => {
  const wrap = el('div', { class: 'sbx-field' });
  const inputId = `${id}-${key}`;
  const input = el('input', { id: inputId, name: key, type: 'text', 'aria-describedby': `${inputId}-error`, ...attrs }) as HTMLInputElement;
  const error = el('p', { id: `${inputId}-error`, class: 'sbx-error' });
  wrap.appendChild(el('label', { for: inputId }, label));
  wrap.appendChild(input);
  wrap.appendChild(error);
  box.appendChild(wrap);
  return { input, error };
};

/** The card number as four boxes of four digits in a fieldset (the gateway's 'in parts' display); one value. */
const cardNumberInParts = (box: HTMLElement, id: string): Field => {
  const set = el('fieldset', { class: 'sbx-parts', 'aria-describedby': `${id}-cardNumber-error` });
  set.appendChild(el('legend', {}, 'Card number'));
  const inputs: HTMLInputElement[] = [];
  for (let i = 0; i < 4; i += 1) {
    const input = el('input', {
      id: `${id}-cardNumber-${i + 1}`,
      name: `cardNumber${i + 1}`,
      type: 'text',
      inputmode: 'numeric',
      maxlength: '4',
      size: '4',
      'aria-label': `Card number digits ${i * 4 + 1} to ${i * 4 + 4}`,
      autocomplete: i === 0 ? 'cc-number' : 'off',
    }) as HTMLInputElement;
    inputs.push(input);
    set.appendChild(input);
  }
  inputs.forEach((input, i) => {
    input.addEventListener('input', () => {
      if (input.value.length === 4) inputs[i + 1]?.focus();
    });
  });
  const error = el('p', { id: `${id}-cardNumber-error`, class: 'sbx-error' });
  set.appendChild(error);
  box.appendChild(set);
  const whole: FieldInput = {
    get value() {
      return inputs.map((x) => x.value).join('');
    },
    setAttribute: (k, v) => inputs.forEach((x) => x.setAttribute(k, v)),
    removeAttribute: (k) => inputs.forEach((x) => x.removeAttribute(k)),
    focus: () => inputs[0]?.focus(),
  };
  return { input: whole, error };
};

export const cardFields = (box: HTMLElement, id: string, nameFirst: boolean, inParts = false): Fields => {
  const f: Fields = {};
  const add = (key: string, label: string, attrs?: Attributes) => {
    f[key] = field(box, id, key, label, attrs);
  };
  const name = () => add('cardHolderName', 'Name on card', { autocomplete: 'cc-name' });
  if (nameFirst) name();
  if (inParts) f['cardNumber'] = cardNumberInParts(box, id);
  else add('cardNumber', 'Card number', { autocomplete: 'cc-number', inputmode: 'numeric' });
  if (!nameFirst) name();
  add('expiryMonth', 'Expiry month (MM)', { autocomplete: 'cc-exp-month', inputmode: 'numeric', maxlength: '2', size: '2' });
  add('expiryYear', 'Expiry year (YY)', { autocomplete: 'cc-exp-year', inputmode: 'numeric', maxlength: '2', size: '2' });
  add('cvc', 'Security code (CVC)', { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', size: '4' });
  return f;
};

const valuesOf = (fields: Fields): Record<string, string> => Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.input.value]));

const show = (fields: Fields, status: HTMLElement, errors: Record<string, string>, message: string): void => {
  let first: FieldInput | null = null;
  for (const [k, f] of Object.entries(fields)) {
    const msg = errors[k] || (k === 'expiryMonth' ? errors['expiry'] : '') || '';
    f.error.textContent = msg;
    if (msg) {
      f.input.setAttribute('aria-invalid', 'true');
      first = first ?? f.input;
    } else f.input.removeAttribute('aria-invalid');
  }
  status.textContent = message;
  first?.focus();
};

const post = async (url: string, token: string, body: unknown): Promise<{ ok: boolean; status: number; body: GatewayAnswer }> => {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await r.json().catch(() => ({}))) as GatewayAnswer;
  return { ok: r.ok, status: r.status, body: answer };
};

export const returnUrl = (actionUrl: string | null, params: Record<string, string | undefined>): string => {
  const u = new URL(actionUrl || window.location.href, window.location.href);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
  return u.toString();
};

/**
 * A hosted component: fields in the light DOM, a status line, an optional own button, the host form's submit,
 * readiness; `submit()` (called by the portal's own button) resolves true on success.
 */
export abstract class GatewayElement extends HTMLElement {
  protected abstract readonly names: ComponentNames;
  protected fields: Fields | null = null;
  private status: HTMLElement | null = null;
  private formBound = false;

  abstract submit(): Promise<boolean>;

  /** The value of the attribute the component's names give this option. */
  protected attr(option: HostedOption): string | null {
    const name = (this.names.attributes as Partial<Record<HostedOption, string>>)[option];
    return name ? this.getAttribute(name) : null;
  }

  protected has(option: HostedOption): boolean {
    const name = (this.names.attributes as Partial<Record<HostedOption, string>>)[option];
    return !!name && this.hasAttribute(name);
  }

  /** The gateway API's base (api-url without trailing slashes). */
  protected api(): string {
    return (this.attr('apiUrl') ?? '').replace(/\/+$/, '');
  }

  protected emit(name: string, detail: unknown, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable }));
  }

  /** Common rendering: fields, a status line, an optional own button, the host form's submit, readiness. */
  protected mount(build: (box: HTMLElement, id: string) => Fields, buttonLabel: string): void {
    addStyle();
    this.textContent = '';
    const box = el('div', { class: 'sbx-gateway', role: 'group', 'aria-label': this.getAttribute('aria-label') || 'Payment details' });
    this.fields = build(box, nextId());
    this.status = el('p', { role: 'status', class: 'sbx-status' });
    box.appendChild(this.status);
    if (this.hasAttribute('show-submit')) {
      const button = el('button', { type: 'button' }, this.getAttribute('submit-label') || buttonLabel);
      button.addEventListener('click', () => void this.submit());
      box.appendChild(button);
    }
    this.appendChild(box);
    const formId = this.attr('formId');
    const form = formId && document.getElementById(formId);
    if (form && !this.formBound) {
      this.formBound = true;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        void this.submit();
      });
    }
    setTimeout(() => {
      this.setAttribute('data-ready', 'true');
      this.emit(this.names.events.ready, {});
    }, 0);
  }

  protected values(): Record<string, string> {
    return valuesOf(this.fields ?? {});
  }

  /** Runs a submission: 422 shows field errors, other failures a status message; resolves true on success. */
  protected async send(path: string, body: object, onSuccess: (answer: GatewayAnswer) => void): Promise<boolean> {
    const fields = this.fields ?? {};
    const status = this.status ?? el('p');
    const { events } = this.names;
    let res: Awaited<ReturnType<typeof post>>;
    try {
      res = await post(this.api() + path, this.attr('authToken') || '', body);
    } catch {
      show(fields, status, {}, 'The payment service could not be reached');
      this.emit(events.failed, { status: 0, message: 'network' });
      return false;
    }
    if (res.ok) {
      show(fields, status, {}, '');
      onSuccess(res.body);
      return true;
    }
    const errors = res.body.errors || {};
    show(fields, status, errors, res.body.message || 'The details could not be processed');
    this.emit(res.status === 422 ? events.invalid : events.failed, { status: res.status, message: res.body.message, errors });
    return false;
  }

  /** Completion: a cancelable completion event; unless cancelled, the page goes to the return URL. */
  protected finish(detail: Record<string, unknown>, target: string): void {
    if (this.emit(this.names.events.complete, { returnUrl: target, ...detail }, true)) window.location.assign(target);
  }
}
