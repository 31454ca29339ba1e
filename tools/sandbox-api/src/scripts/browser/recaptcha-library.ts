import { RECAPTCHA_ORIGIN } from '../../vendor-hosts.ts';
import { RECAPTCHA_ANCHOR_PATH, RECAPTCHA_RELEASE } from '../vendor-paths.ts';
import { callbackOf, failing, page, placeholderOf, type Callback, type RenderParameters } from './recaptcha-common.ts';
import type { AnchorMessage } from './recaptcha-messages.ts';
import { vendorBaseOf } from './vendor-base.ts';

/**
 * The library (www.gstatic.com/recaptcha/releases/…/recaptcha__en.js): completes `window.grecaptcha` with `render`,
 * `reset`, `getResponse` and `execute`, then runs what waited on `ready` and the `onload` callback. `render` draws
 * the checkbox in an iframe from www.google.com/recaptcha/api2/anchor (304 x 78, titled 'reCAPTCHA') beside a hidden
 * g-recaptcha-response textarea; the frame answers by postMessage (its origin and window checked), and the token
 * goes to the page's callback (an expiry to `expired-callback`, a widget that cannot go on to `error-callback`). The page's cookie `sandbox-recaptcha=fail` or the site key `sandbox-fail` asks the
 * frame for a token the verify endpoint refuses. Loaded from the sandbox's /__vendor/www.gstatic.com/, it draws the frame
 * from the sandbox's /__vendor/www.google.com/ (./vendor-base.ts).
 */

// Read while this script runs: document.currentScript names it only then.
const ANCHOR_BASE = vendorBaseOf((document.currentScript as HTMLScriptElement | null)?.src || RECAPTCHA_ORIGIN)(RECAPTCHA_ORIGIN);
const ANCHOR_ORIGIN = new URL(ANCHOR_BASE).origin;

type Widget = {
  id: number;
  frame: HTMLIFrameElement;
  textarea: HTMLTextAreaElement;
  response: string;
  callback?: Callback;
  expired?: Callback;
  error?: Callback;
};

const install = (): void => {
  const api = (page.grecaptcha ??= {});
  if (api.render) return;
  const cfg = (page.___grecaptcha_cfg ??= {});
  const widgets: Widget[] = [];
  const widgetOf = (id?: number): Widget => {
    const widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error(`Invalid reCAPTCHA client id: ${id}`);
    return widget;
  };
  const post = (widget: Widget, type: 'reset' | 'execute'): void => {
    widget.frame.contentWindow?.postMessage({ source: 'sbx-recaptcha', type } satisfies AnchorMessage, ANCHOR_ORIGIN);
  };
  const clear = (widget: Widget): void => {
    widget.response = '';
    widget.textarea.value = '';
  };

  api.render = (container, parameters?: RenderParameters) => {
    const element = placeholderOf(container, parameters);
    const { sitekey = '', size } = parameters ?? {};
    const id = widgets.length;
    const query = new URLSearchParams({
      ar: '1',
      k: sitekey,
      co: btoa(location.origin).replace(/=/g, '.'),
      hl: 'en',
      v: RECAPTCHA_RELEASE,
      size: size || 'normal',
      cb: Math.random().toString(36).slice(2),
    });
    if (failing(sitekey)) query.set('sbx', 'fail');
    const frame = document.createElement('iframe');
    frame.title = 'reCAPTCHA';
    frame.name = `a-${query.get('cb')}`;
    frame.width = '304';
    frame.height = '78';
    frame.setAttribute('role', 'presentation');
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute(
      'sandbox',
      'allow-forms allow-popups allow-same-origin allow-scripts allow-top-navigation allow-modals allow-popups-to-escape-sandbox ' +
        'allow-storage-access-by-user-activation',
    );
    frame.src = `${ANCHOR_BASE}${RECAPTCHA_ANCHOR_PATH}?${query.toString()}`;
    const textarea = document.createElement('textarea');
    textarea.id = id ? `g-recaptcha-response-${id}` : 'g-recaptcha-response';
    textarea.name = 'g-recaptcha-response';
    textarea.className = 'g-recaptcha-response';
    textarea.setAttribute('aria-hidden', 'true');
    textarea.style.display = 'none';
    const holder = document.createElement('div');
    holder.style.width = '304px';
    holder.style.height = size === 'invisible' ? '0px' : '78px';
    holder.appendChild(frame);
    element.appendChild(holder);
    element.appendChild(textarea);
    widgets.push({
      id,
      frame,
      textarea,
      response: '',
      callback: callbackOf(parameters?.callback),
      expired: callbackOf(parameters?.['expired-callback']),
      error: callbackOf(parameters?.['error-callback']),
    });
    return id;
  };

  window.addEventListener('message', (e: MessageEvent) => {
    const data = e.data as AnchorMessage | null;
    if (e.origin !== ANCHOR_ORIGIN || !data || data.source !== 'sbx-recaptcha') return;
    const widget = widgets.find((w) => w.frame.contentWindow === e.source);
    if (!widget) return;
    if (data.type === 'token') {
      widget.response = String(data.token);
      widget.textarea.value = widget.response;
      (widget.callback as ((token: string) => void) | undefined)?.(widget.response);
    } else if (data.type === 'expired') {
      clear(widget);
      (widget.expired as (() => void) | undefined)?.();
    } else if (data.type === 'error') {
      clear(widget);
      (widget.error as (() => void) | undefined)?.();
    }
  });

  api.reset = (id) => {
    const widget = widgetOf(id);
    clear(widget);
    post(widget, 'reset');
  };
  api.getResponse = (id) => widgetOf(id).response;
  api.execute = (id) => {
    post(widgetOf(id), 'execute');
    return Promise.resolve();
  };
  api.ready = (callback) => {
    setTimeout(callback, 0);
  };
  (cfg.fns ?? []).splice(0).forEach((callback) => setTimeout(callback, 0));
  const onload = cfg.onload ? page[cfg.onload] : undefined;
  if (typeof onload === 'function') setTimeout(onload as () => void, 0);
};

install();
