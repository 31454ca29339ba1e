import {
  CARD_FIELDS,
  CARD_MESSAGES,
  confirmWithApi,
  el,
  firstInvalid,
  NOT_LOADED,
  validationError,
  type CardKey,
  type CardValues,
  type ConfirmResult,
  type StripeError,
} from './stripe-card.ts';
import type { PageToFrame, Report } from './stripe-messages.ts';
import { STRIPE_API_ORIGIN } from '../../vendor-hosts.ts';
import { vendorBaseOf } from './vendor-base.ts';

/**
 * The payment element's frame script (js.stripe.com/v3/elements-inner-payment.js, in the frame document of
 * ../pages.ts): draws the fields about a second after it loads (then 'ready'), reports their state and height to the
 * page that mounted it (the `origin` of its fragment), validates on the page's request and confirms the setup intent
 * with api.stripe.com itself, so the card details stay in this frame. Stripe's API is beside the frame's own address
 * (./vendor-base.ts): https://api.stripe.com, or the sandbox's /__vendor/api.stripe.com.
 */

const API_BASE = vendorBaseOf(location.href)(STRIPE_API_ORIGIN);
const params = new URLSearchParams(location.hash.slice(1));
const element = params.get('id');
const parentOrigin = params.get('origin') ?? '';
const form = document.getElementById('fields')!;
let inputs: Record<CardKey, HTMLInputElement> | null = null;
const errors: Partial<Record<CardKey, HTMLElement>> = {};

const post = (message: Report): void => parent.postMessage({ element, ...message }, parentOrigin);

const values = (): CardValues => {
  const v: Partial<CardValues> = {};
  for (const [k, input] of Object.entries(inputs ?? {})) v[k as CardKey] = input.value.trim();
  return v as CardValues;
};

const show = (key: CardKey | null, message: string): void => {
  if (!inputs) return;
  for (const [k, input] of Object.entries(inputs)) {
    errors[k as CardKey]!.textContent = k === key ? message : '';
    if (k === key) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  if (key) inputs[key].focus();
};

const validate = (): StripeError | null => {
  if (!inputs) return NOT_LOADED;
  const key = firstInvalid(values());
  show(key, key ? CARD_MESSAGES[key] : '');
  return key ? validationError(key) : null;
};

const confirm = (request: { key: string; clientSecret: string }): Promise<ConfirmResult> => {
  const invalid = validate();
  if (invalid) return Promise.resolve({ error: invalid });
  return confirmWithApi(API_BASE, request.key, request.clientSecret || '', values(), (message) => show('number', message));
};

const render = (): void => {
  const drawn: Partial<Record<CardKey, HTMLInputElement>> = {};
  for (const f of CARD_FIELDS) {
    const wrap = el('div');
    const input = el('input', {
      id: f.key,
      name: f.key,
      type: 'text',
      'aria-describedby': `${f.key}-error`,
      ...f.attrs,
    }) as HTMLInputElement;
    const error = el('p', { id: `${f.key}-error`, class: 'error' });
    errors[f.key] = error;
    wrap.appendChild(el('label', { for: f.key }, f.label));
    wrap.appendChild(input);
    wrap.appendChild(error);
    form.appendChild(wrap);
    input.addEventListener('input', () => {
      post({ type: 'change', empty: Object.values(values()).every((x) => !x), complete: !firstInvalid(values()) });
    });
    drawn[f.key] = input;
  }
  inputs = drawn as Record<CardKey, HTMLInputElement>;
  new ResizeObserver(() => post({ type: 'resize', height: document.documentElement.scrollHeight })).observe(document.body);
  post({ type: 'ready' });
};

window.addEventListener('message', (e: MessageEvent) => {
  const data = e.data as PageToFrame | null;
  if (e.origin !== parentOrigin || e.source !== parent || !data || data.element !== element) return;
  if (data.type === 'focus') inputs?.number.focus();
  if (data.type === 'validate') {
    const invalid = validate();
    post({ type: 'result', call: data.call, result: invalid ? { error: invalid } : {} });
  }
  if (data.type === 'confirm') void confirm(data).then((result) => post({ type: 'result', call: data.call, result }));
});

setTimeout(render, 1000);
