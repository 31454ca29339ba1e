import { SANDBOX_RECAPTCHA_FAIL } from '../vendor-paths.ts';
import { failing, page, placeholderOf, type Callback, type GRecaptcha, type RenderParameters } from './recaptcha-common.ts';

/**
 * The sandbox's stand-in for Google reCAPTCHA's script (https://www.google.com/recaptcha/api.js), served at
 * /bot-check/recaptcha/api.js: the same JavaScript API on `window.grecaptcha`, with the checkbox widget drawn in the
 * page instead of Google's frame.
 * - `ready(callback)`, `render(container, { sitekey, callback, 'expired-callback', size })` returning a widget id,
 *   `reset(id)`, `getResponse(id)` and `execute(id)` (an invisible widget answers at once); the script's `onload`
 *   parameter names a global called once it is ready, as Google's does.
 * - Ticking the labelled checkbox "I'm not a robot" answers a token the sandbox's verify endpoint accepts
 *   (`sandbox-pass-…`); unticking it stands for the answer expiring ('expired-callback').
 * - A way to fail: the site key 'sandbox-fail', or the cookie `sandbox-recaptcha=fail`, makes the token
 *   `sandbox-fail`, which the verify endpoint refuses.
 * Styles go through the CSSOM (element.style), which the portal's Content-Security-Policy allows.
 */

type Widget = {
  id: number;
  sitekey: string;
  callback?: Callback | string;
  expired?: Callback | string;
  response: string;
  input?: HTMLInputElement;
};

const call = (f: Callback | string | undefined, ...args: [string?]): void => {
  if (typeof f === 'function') (f as (token?: string) => void)(...args);
};

const install = (): void => {
  if (page.grecaptcha?.render) return;
  const widgets: Widget[] = [];
  const widgetOf = (id?: number): Widget => {
    const widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error(`Invalid reCAPTCHA client id: ${id}`);
    return widget;
  };
  const answer = (widget: Widget): void => {
    widget.response = failing(widget.sitekey) ? SANDBOX_RECAPTCHA_FAIL : `sandbox-pass-${Date.now().toString(36)}-${widget.id}`;
    call(widget.callback, widget.response);
  };
  const api: GRecaptcha = {
    ready: (callback) => {
      setTimeout(callback, 0);
    },
    render: (container, parameters?: RenderParameters) => {
      const element = placeholderOf(container, parameters);
      const widget: Widget = {
        id: widgets.length,
        sitekey: parameters!.sitekey!,
        callback: parameters!.callback,
        expired: parameters!['expired-callback'],
        response: '',
      };
      widgets.push(widget);
      if (parameters!.size === 'invisible') return widget.id;
      const box = document.createElement('div');
      box.className = 'sandbox-recaptcha';
      box.style.cssText =
        'display:inline-flex;align-items:center;gap:8px;padding:12px 16px;' +
        'border:1px solid #6f777b;border-radius:4px;background:#fff;color:#0b0c0c';
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.id = `sandbox-recaptcha-${widget.id}`;
      input.style.cssText = 'width:24px;height:24px;margin:0';
      if (parameters!.tabindex !== undefined) input.tabIndex = parameters!.tabindex;
      const label = document.createElement('label');
      label.htmlFor = input.id;
      label.textContent = "I'm not a robot";
      box.appendChild(input);
      box.appendChild(label);
      input.addEventListener('change', () => {
        if (input.checked) return answer(widget);
        widget.response = '';
        call(widget.expired);
      });
      widget.input = input;
      element.appendChild(box);
      return widget.id;
    },
    reset: (id) => {
      const widget = widgetOf(id);
      widget.response = '';
      if (widget.input) widget.input.checked = false;
    },
    getResponse: (id) => widgetOf(id).response,
    execute: (id) => {
      answer(widgetOf(id));
      return Promise.resolve();
    },
  };
  page.grecaptcha = api;
  const script = document.currentScript as HTMLScriptElement | null;
  const onload = script && new URL(script.src, location.href).searchParams.get('onload');
  const onloadFn = onload ? page[onload] : undefined;
  if (typeof onloadFn === 'function') api.ready!(onloadFn as () => void);
};

install();
