import {
  CARD_FIELDS,
  CARD_MESSAGES,
  confirmWithApi,
  el,
  firstInvalid,
  integrationError,
  StripeElementBase,
  NOT_LOADED,
  redirectUrl,
  validationError,
  type CardKey,
  type CardValues,
  type ConfirmResult,
  type StripeError,
} from './stripe-card.ts';

/**
 * Provider 2's script (CustomFormAPIURL, served at /gateway/custom-form/v3/stripe.js): a stand-in for Stripe.js v3
 * implementing the subset the portal uses, with Stripe's own names and shapes, so the real script and a real
 * publishable key work with no change to the portal: `Stripe(publishableKey)`, `stripe.elements({ clientSecret })`,
 * `elements.create('payment' | 'card')`, `element.mount(elOrSelector)`, `element.on('ready' | 'change', fn)`,
 * `element.unmount()` / `destroy()`, `stripe.confirmSetup({ elements, confirmParams: { return_url }, redirect? })`.
 * The element's fields appear about a second after mount (then 'ready'). confirmSetup resolves `{ error }` for an
 * incomplete form (validation_error) or a declined card (card_error, 4000 0000 0000 0002); otherwise the browser goes
 * to return_url with setup_intent, setup_intent_client_secret and redirect_status (failed for 4000 0027 6000 3184,
 * whose authentication fails). Fields render in the light DOM (no iframe), styled under the page's csp-nonce.
 */

type ElementsOptions = { clientSecret?: string };
type ConfirmSetupOptions = { elements?: StripeElements; clientSecret?: string; confirmParams?: { return_url?: string }; redirect?: string };

/** The page's window as Stripe.js sees it (not the portal's typing of Stripe.js: this is the script itself). */
const page = window as unknown as { Stripe?: ((publishableKey: string) => unknown) & { sandboxStandIn?: boolean } };

const MOUNT_DELAY_MS = 1000;
let uid = 0;

const addStyle = (): void => {
  if (document.getElementById('sbx-stripe-style')) return;
  const s = el('style', { id: 'sbx-stripe-style' });
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta && (meta.nonce || meta.getAttribute('content'));
  if (nonce) s.nonce = nonce;
  s.textContent =
    '.sbx-stripe{display:grid;gap:12px;font:inherit}.sbx-stripe label{display:block;font-weight:600;margin-bottom:4px}' +
    '.sbx-stripe input{font:inherit;padding:8px;border:2px solid #505a5f;border-radius:4px;max-width:100%}' +
    '.sbx-stripe input:focus{outline:3px solid #fd0;outline-offset:0}.sbx-stripe input[aria-invalid=true]{border-color:#b00020}' +
    '.sbx-stripe-error{color:#b00020;margin:4px 0 0}.sbx-stripe-error:empty{display:none}';
  document.head.appendChild(s);
};

class StripeElement extends StripeElementBase {
  private inputs: Record<CardKey, HTMLInputElement> | null = null;
  private errors: Partial<Record<CardKey, HTMLElement>> = {};
  private host: HTMLElement | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  mount(target: string | HTMLElement): void {
    const host = this.mountTarget(target);
    this.host = host;
    this.timer = setTimeout(() => this.render(), MOUNT_DELAY_MS);
  }

  private render(): void {
    uid += 1;
    const id = `sbx-stripe-${uid}`;
    addStyle();
    const box = el('div', { class: 'sbx-stripe', role: 'group', 'aria-label': 'Card details' });
    const inputs: Partial<Record<CardKey, HTMLInputElement>> = {};
    this.errors = {};
    for (const f of CARD_FIELDS) {
      const wrap = el('div');
      const input = el('input', {
        id: `${id}-${f.key}`,
        name: f.key,
        type: 'text',
        'aria-describedby': `${id}-${f.key}-error`,
        ...f.attrs,
      }) as HTMLInputElement;
      const error = el('p', { id: `${id}-${f.key}-error`, class: 'sbx-stripe-error' });
      wrap.appendChild(el('label', { for: input.id }, f.label));
      wrap.appendChild(input);
      wrap.appendChild(error);
      box.appendChild(wrap);
      input.addEventListener('input', () => {
        this.emit('change', {
          elementType: this.type,
          empty: this.empty(),
          complete: !firstInvalid(this.values()),
          value: { type: 'card' },
        });
      });
      inputs[f.key] = input;
      this.errors[f.key] = error;
    }
    this.inputs = inputs as Record<CardKey, HTMLInputElement>;
    this.host!.textContent = '';
    this.host!.appendChild(box);
    this.emit('ready', { elementType: this.type });
  }

  values(): CardValues {
    const v: Partial<CardValues> = {};
    for (const [k, input] of Object.entries(this.inputs ?? {})) v[k as CardKey] = input.value.trim();
    return v as CardValues;
  }

  private empty(): boolean {
    return Object.values(this.values()).every((x) => x === '');
  }

  show(key: CardKey | null, message: string): void {
    if (!this.inputs) return;
    for (const [k, input] of Object.entries(this.inputs)) {
      const on = k === key;
      this.errors[k as CardKey]!.textContent = on ? message : '';
      if (on) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    if (key) this.inputs[key].focus();
  }

  validate(): StripeError | null {
    if (!this.inputs) return NOT_LOADED;
    const key = firstInvalid(this.values());
    this.show(key, key ? CARD_MESSAGES[key] : '');
    return key ? validationError(key) : null;
  }

  focus(): void {
    this.inputs?.number.focus();
  }

  unmount(): void {
    clearTimeout(this.timer);
    if (this.host) this.host.textContent = '';
    this.inputs = null;
  }
}

class StripeElements {
  readonly list: StripeElement[] = [];

  constructor(readonly options: ElementsOptions = {}) {}

  create(type: string): StripeElement {
    if (type !== 'payment' && type !== 'card') throw integrationError('this stand-in supports the payment and card elements');
    const element = new StripeElement(type);
    this.list.push(element);
    return element;
  }

  getElement(type: string): StripeElement | null {
    return this.list.find((e) => e.type === type) ?? null;
  }

  submit(): Promise<{ error?: StripeError }> {
    const error = this.list[0]?.validate();
    return Promise.resolve(error ? { error } : {});
  }

  update(): void {}
}

/** Its API sits beside its own URL (the script element that loaded it, or the one the page inserted). */
const apiBaseOf = (): string => {
  const current = (document.currentScript ?? document.querySelector('script[src*="/v3/stripe.js"]')) as HTMLScriptElement | null;
  return (current?.src ?? '').replace(/\/v3\/[^/]*$/, '');
};

const install = (): void => {
  if (page.Stripe?.sandboxStandIn) return;
  const apiBase = apiBaseOf();

  class StripeClient {
    constructor(private readonly key: string) {
      if (!/^pk_/.test(key || '')) throw integrationError(`Invalid API Key provided: ${key}`);
    }

    elements(options?: ElementsOptions): StripeElements {
      return new StripeElements(options);
    }

    async confirmSetup(options: ConfirmSetupOptions): Promise<ConfirmResult> {
      const elements = options?.elements;
      const element = elements?.list[0];
      const secret = options?.clientSecret || elements?.options.clientSecret || '';
      const returnUrl = options?.confirmParams?.return_url;
      if (!element) throw integrationError('confirmSetup needs elements with a mounted element');
      if (!returnUrl && options.redirect !== 'if_required') throw integrationError('confirmParams.return_url is required');
      const invalid = element.validate();
      if (invalid) return { error: invalid };
      const result = await confirmWithApi(apiBase, this.key, secret, element.values(), (message) => element.show('number', message));
      if ('error' in result) return result;
      const intent = result.setupIntent;
      if (options.redirect === 'if_required' && intent.status === 'succeeded') return result;
      window.location.assign(redirectUrl(returnUrl ?? '', intent));
      return new Promise<never>(() => {});
    }
  }

  // Stripe(pk), as the page calls it (with or without `new`).
  function Stripe(publishableKey: string): StripeClient {
    return new StripeClient(publishableKey);
  }
  page.Stripe = Object.assign(Stripe, { sandboxStandIn: true });
};

install();
