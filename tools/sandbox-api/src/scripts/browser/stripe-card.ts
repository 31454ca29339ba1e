/**
 * Stripe.js's card element, in two parts: what the page's script (./stripe-js.ts) needs (the element's handlers, its
 * errors, the redirect) and what its card frame (./stripe-frame.ts) needs (the fields, Stripe's own messages, the
 * form's checks and the body of `POST /v1/setup_intents/:id/confirm`).
 */

export type CardKey = 'number' | 'expiry' | 'cvc' | 'name';
export type CardValues = Record<CardKey, string>;
export type StripeError = { type: string; code?: string; message?: string; decline_code?: string };
export type SetupIntent = { id: string; client_secret: string; status: string };
export type ConfirmResult = { error: StripeError } | { setupIntent: SetupIntent };

export const CARD_FIELDS: { key: CardKey; label: string; attrs: Record<string, string> }[] = [
  { key: 'number', label: 'Card number', attrs: { autocomplete: 'cc-number', inputmode: 'numeric' } },
  { key: 'expiry', label: 'Expiration date (MM / YY)', attrs: { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: '7', size: '7' } },
  { key: 'cvc', label: 'Security code', attrs: { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', size: '4' } },
  { key: 'name', label: 'Name on card', attrs: { autocomplete: 'cc-name' } },
];

export const CARD_MESSAGES: Record<CardKey, string> = {
  number: 'Your card number is incomplete.',
  expiry: 'Your card\u2019s expiration date is incomplete.',
  cvc: 'Your card\u2019s security code is incomplete.',
  name: 'Please provide the name on the card.',
};

export const NOT_LOADED: StripeError = { type: 'validation_error', code: 'incomplete', message: 'The payment form has not loaded yet.' };

/** The first field that is not complete, in the form's order, or null. */
export const firstInvalid = (v: Partial<CardValues>): CardKey | null => {
  if (!/^[\d ]{12,23}$/.test(v.number || '')) return 'number';
  if (!/^\d{2} ?\/? ?\d{2}$/.test(v.expiry || '')) return 'expiry';
  if (!/^\d{3,4}$/.test(v.cvc || '')) return 'cvc';
  if (!v.name) return 'name';
  return null;
};

export const validationError = (key: CardKey): StripeError => ({
  type: 'validation_error',
  code: `incomplete_${key}`,
  message: CARD_MESSAGES[key],
});

export const el = (tag: string, attrs: Record<string, string> = {}, text?: string): HTMLElement => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
};

type FormValue = string | { [key: string]: FormValue };

/** Stripe's request encoding: application/x-www-form-urlencoded, a nested key as `parent[child]` (brackets encoded). */
export const stripeForm = (params: Record<string, FormValue>): URLSearchParams => {
  const form = new URLSearchParams();
  const add = (name: string, value: FormValue) => {
    if (typeof value === 'string') form.append(name, value);
    else for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return form;
};

/**
 * Confirms a setup intent with Stripe's API at `apiBase` (the publishable key as bearer); a card error is shown by
 * `onCardError`. A client secret of another shape never leaves the page.
 */
export const confirmWithApi = async (
  apiBase: string,
  key: string,
  clientSecret: string,
  v: CardValues,
  onCardError: (message: string) => void,
): Promise<ConfirmResult> => {
  const match = /^(seti_[^_]+)_secret_/.exec(clientSecret);
  if (!match) return { error: { type: 'invalid_request_error', message: 'Invalid value for clientSecret.' } };
  const exp = v.expiry.replace(/[^\d]/g, '');
  const body = {
    client_secret: clientSecret,
    payment_method_data: {
      type: 'card',
      card: { number: v.number, exp_month: exp.slice(0, 2), exp_year: exp.slice(2), cvc: v.cvc },
      billing_details: { name: v.name },
    },
  };
  let res: { ok: boolean; body: { error?: StripeError } & Partial<SetupIntent> };
  try {
    // Stripe's API takes form-encoded bodies, nested keys in brackets (payment_method_data[card][number]=...), as Stripe.js sends them.
    const r = await fetch(`${apiBase}/v1/setup_intents/${match[1]}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${key}` },
      body: stripeForm(body),
    });
    res = { ok: r.ok, body: (await r.json()) as typeof res.body };
  } catch {
    return { error: { type: 'api_connection_error', message: 'We could not reach the payment service.' } };
  }
  if (res.ok) return { setupIntent: res.body as SetupIntent };
  const error = res.body.error || { type: 'api_error', message: 'Something went wrong.' };
  if (error.type === 'card_error') onCardError(error.message ?? '');
  return { error };
};

/** Where confirmSetup leaves for: return_url with the setup intent, its client secret and how it ended. */
export const redirectUrl = (returnUrl: string, intent: SetupIntent): string => {
  const url = new URL(returnUrl, window.location.href);
  url.searchParams.set('setup_intent', intent.id);
  url.searchParams.set('setup_intent_client_secret', intent.client_secret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
};

export const integrationError = (message: string): Error => new Error(`IntegrationError: ${message}`);

type Handler = (payload: unknown) => void;

/**
 * What the card element shares with Stripe's own: `on`/`off` handlers by event name, an `emit`
 * for the element itself, and `mount`'s target (a selector or an element; Stripe throws an IntegrationError for none).
 */
export abstract class StripeElementBase {
  private handlers: Record<string, Handler[]> = {};

  constructor(readonly type: string) {}

  on(name: string, fn: Handler): this {
    (this.handlers[name] ??= []).push(fn);
    return this;
  }

  off(name: string, fn: Handler): this {
    this.handlers[name] = (this.handlers[name] ?? []).filter((h) => h !== fn);
    return this;
  }

  protected emit(name: string, payload: unknown): void {
    (this.handlers[name] ?? []).forEach((fn) => fn(payload));
  }

  protected mountTarget(target: string | HTMLElement): HTMLElement {
    const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!host) throw integrationError('the element to mount into was not found');
    return host;
  }

  abstract unmount(): void;

  destroy(): void {
    this.unmount();
    this.handlers = {};
  }

  update(): void {}
}
