import { STRIPE_API_ORIGIN, STRIPE_JS_ORIGIN } from '../../vendor-hosts.ts';
import { STRIPE_FRAME_PATH } from '../vendor-paths.ts';
import { integrationError, NOT_LOADED, redirectUrl, StripeElementBase, type ConfirmResult } from './stripe-card.ts';
import type { Answer, FrameToPage, PageToFrame, Question } from './stripe-messages.ts';
import { vendorBaseOf } from './vendor-base.ts';

/**
 * Stripe.js v3 under the vendor's architecture, the
 * subset the portal uses with Stripe's names: `Stripe(pk)`, `elements({ clientSecret })` (which asks
 * api.stripe.com for its elements session, from the page, as Stripe.js does), `create('payment' | 'card')`,
 * `mount(el)` inserting a js.stripe.com iframe that holds the card fields (card data never enters the page),
 * `on('ready' | 'change' | 'loaderror')`, `focus`, `unmount` / `destroy`, and `confirmSetup({ elements, confirmParams:
 * { return_url }, redirect? })`: the frame validates (a `validation_error` comes back without leaving) and confirms
 * with api.stripe.com; then the page leaves for return_url with setup_intent, setup_intent_client_secret and
 * redirect_status. Page and frame talk by postMessage, each checking the other's origin.
 * Loaded from https://js.stripe.com/v3/ (the end-to-end suite) it names Stripe's hosts; loaded from the sandbox's
 * `/__vendor/js.stripe.com/v3/` (development, Storybook, the DOM tests) the same hosts under the sandbox's
 * `/__vendor/<host>` (./vendor-base.ts).
 */

type ElementsOptions = { clientSecret?: string };
type ConfirmSetupOptions = { elements?: StripeElements; clientSecret?: string; confirmParams?: { return_url?: string }; redirect?: string };

const page = window as unknown as { Stripe?: unknown };
// Read while this script runs: document.currentScript names it only then.
const vendorBase = vendorBaseOf((document.currentScript as HTMLScriptElement | null)?.src || `${STRIPE_JS_ORIGIN}/v3/`);
const JS_BASE = vendorBase(STRIPE_JS_ORIGIN);
const JS_ORIGIN = new URL(JS_BASE).origin;
const API_BASE = vendorBase(STRIPE_API_ORIGIN);
let uid = 0;

class StripeElement extends StripeElementBase {
  private pending: Record<string, (result: Answer) => void> = {};
  private id = '';
  private listener: ((e: MessageEvent) => void) | null = null;
  frame: HTMLIFrameElement | null = null;
  ready = false;

  constructor(
    type: string,
    private readonly elements: StripeElements,
  ) {
    super(type);
  }

  mount(target: string | HTMLElement): void {
    const host = this.mountTarget(target);
    uid += 1;
    this.id = `sbx${uid}${Math.random().toString(36).slice(2, 8)}`;
    const frame = document.createElement('iframe');
    frame.name = `__privateStripeFrame${uid}`;
    frame.title = 'Secure payment input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allow', 'payment *');
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.display = 'block';
    frame.style.height = '0px';
    const fragment = new URLSearchParams({ id: this.id, origin: window.location.origin });
    frame.src = `${JS_BASE}${STRIPE_FRAME_PATH}#${fragment.toString()}`;
    this.frame = frame;
    this.listener = (e) => this.receive(e);
    window.addEventListener('message', this.listener);
    this.elements.session.then(
      () => {
        if (this.frame === frame) host.replaceChildren(frame);
      },
      (error: unknown) => this.emit('loaderror', { elementType: this.type, error }),
    );
  }

  private receive(e: MessageEvent): void {
    const data = e.data as FrameToPage | null;
    if (e.origin !== JS_ORIGIN || !this.frame || e.source !== this.frame.contentWindow || !data || data.element !== this.id) return;
    if (data.type === 'ready') {
      this.ready = true;
      this.emit('ready', { elementType: this.type });
    } else if (data.type === 'resize') this.frame.style.height = `${Math.ceil(Number(data.height) || 0)}px`;
    else if (data.type === 'change')
      this.emit('change', { elementType: this.type, empty: !!data.empty, complete: !!data.complete, value: { type: 'card' } });
    else if (data.type === 'result' && this.pending[data.call]) {
      this.pending[data.call]!(data.result);
      delete this.pending[data.call];
    }
  }

  private post(message: PageToFrame): void {
    this.frame?.contentWindow?.postMessage(message, JS_ORIGIN);
  }

  /** Asks the frame, and resolves with its result. */
  call(question: Question): Promise<Answer> {
    const call = Math.random().toString(36).slice(2);
    return new Promise((resolve) => {
      this.pending[call] = resolve;
      this.post({ element: this.id, call, ...question });
    });
  }

  focus(): void {
    this.post({ element: this.id, type: 'focus' });
  }

  unmount(): void {
    if (this.listener) window.removeEventListener('message', this.listener);
    this.frame?.remove();
    this.frame = null;
    this.ready = false;
  }
}

class StripeElements {
  readonly list: StripeElement[] = [];
  readonly session: Promise<unknown>;

  constructor(
    key: string,
    readonly options: ElementsOptions = {},
  ) {
    const query = new URLSearchParams({ key, type: 'setup_intent', client_secret: this.options.clientSecret || '' });
    this.session = fetch(`${API_BASE}/v1/elements/sessions?${query.toString()}`).then(async (r) => {
      const body = (await r.json()) as { error?: unknown };
      if (!r.ok) throw body.error || { type: 'api_error' };
      return body;
    });
    // A failed session is reported as the element's loaderror when it mounts, never as an unhandled rejection.
    this.session.catch(() => {});
  }

  create(type: string): StripeElement {
    if (type !== 'payment' && type !== 'card') throw integrationError('this stand-in supports the payment and card elements');
    const element = new StripeElement(type, this);
    this.list.push(element);
    return element;
  }

  getElement(type: string): StripeElement | null {
    return this.list.find((e) => e.type === type) ?? null;
  }

  submit(): Promise<Answer> {
    const element = this.list[0];
    if (!element?.ready) return Promise.resolve({ error: NOT_LOADED });
    return element.call({ type: 'validate' });
  }

  update(): void {}
}

class StripeClient {
  constructor(private readonly key: string) {
    if (!/^pk_/.test(key || '')) throw integrationError(`Invalid API Key provided: ${key}`);
  }

  elements(options?: ElementsOptions): StripeElements {
    return new StripeElements(this.key, options);
  }

  async confirmSetup(options: ConfirmSetupOptions): Promise<ConfirmResult> {
    const elements = options?.elements;
    const element = elements?.list[0];
    const secret = options?.clientSecret || elements?.options.clientSecret || '';
    const returnUrl = options?.confirmParams?.return_url;
    if (!element?.frame) throw integrationError('confirmSetup needs elements with a mounted element');
    if (!returnUrl && options.redirect !== 'if_required') throw integrationError('confirmParams.return_url is required');
    if (!element.ready) return { error: NOT_LOADED };
    const result = (await element.call({ type: 'confirm', key: this.key, clientSecret: secret })) as ConfirmResult;
    if ('error' in result) return { error: result.error };
    const intent = result.setupIntent;
    if (options.redirect === 'if_required' && intent.status === 'succeeded') return { setupIntent: intent };
    window.location.assign(redirectUrl(returnUrl ?? '', intent));
    return new Promise<never>(() => {});
  }
}

if (!page.Stripe) {
  // Stripe(pk), as the page calls it (with or without `new`).
  page.Stripe = function Stripe(publishableKey: string): StripeClient {
    return new StripeClient(publishableKey);
  };
}
