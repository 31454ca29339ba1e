import { RECAPTCHA_ORIGIN, RECAPTCHA_STATIC_ORIGIN } from '../vendor-hosts.ts';
import { SANDBOX_RECAPTCHA_FAIL } from './recaptcha-stand-in.ts';

/** The library's release folder on www.gstatic.com (Google's is a hash that changes with each release). */
export const RECAPTCHA_RELEASE = 'sandbox-2025';
export const RECAPTCHA_LIBRARY_PATH = `/recaptcha/releases/${RECAPTCHA_RELEASE}/recaptcha__en.js`;
export const RECAPTCHA_ANCHOR_PATH = '/recaptcha/api2/anchor';

/**
 * reCAPTCHA's loader as served from https://www.google.com/recaptcha/api.js under the vendor's architecture (the
 * `vendorHosts` mode): it defines `grecaptcha.ready` (queued in `___grecaptcha_cfg.fns`, as Google's does) and loads
 * the library from www.gstatic.com with the page's script nonce; `onload` and `render` come from its query.
 */
export const reCaptchaLoaderScript = String.raw`
(function () {
  var cfg = window.___grecaptcha_cfg = window.___grecaptcha_cfg || {};
  cfg.fns = cfg.fns || [];
  var script = document.currentScript;
  var query = script ? new URL(script.src).searchParams : new URLSearchParams();
  cfg.onload = query.get('onload');
  cfg.render = query.get('render') || 'onload';
  var api = window.grecaptcha = window.grecaptcha || {};
  if (!api.ready) api.ready = function (fn) { cfg.fns.push(fn); };
  var library = document.createElement('script');
  library.src = '${RECAPTCHA_STATIC_ORIGIN}${RECAPTCHA_LIBRARY_PATH}';
  library.async = true;
  var nonce = script && (script.nonce || script.getAttribute('nonce'));
  if (nonce) library.nonce = nonce;
  (document.head || document.body).appendChild(library);
})();
`;

/**
 * The library (www.gstatic.com/recaptcha/releases/…/recaptcha__en.js): completes `window.grecaptcha` with `render`,
 * `reset`, `getResponse` and `execute`, then runs what waited on `ready` and the `onload` callback. `render` draws
 * the checkbox in an iframe from www.google.com/recaptcha/api2/anchor (304 x 78, titled 'reCAPTCHA') beside a hidden
 * g-recaptcha-response textarea; the frame answers by postMessage (its origin and window checked), and the token
 * goes to the page's callback. The page's cookie `sandbox-recaptcha=fail` or the site key `sandbox-fail` asks the
 * frame for a token the verify endpoint refuses.
 */
export const reCaptchaLibraryScript = String.raw`
(function () {
  var api = window.grecaptcha = window.grecaptcha || {};
  if (api.render) return;
  var cfg = window.___grecaptcha_cfg = window.___grecaptcha_cfg || {};
  var ANCHOR = '${RECAPTCHA_ORIGIN}';
  var widgets = [];
  var widgetOf = function (id) {
    var widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return widget;
  };
  var fn = function (f) { return typeof f === 'string' ? window[f] : f; };
  var post = function (widget, type) { if (widget.frame.contentWindow) widget.frame.contentWindow.postMessage({ source: 'sbx-recaptcha', type: type }, ANCHOR); };
  var clear = function (widget) { widget.response = ''; widget.textarea.value = ''; };
  api.render = function (container, parameters) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element) throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (element.childNodes.length > 0) throw new Error('reCAPTCHA placeholder element must be empty');
    if (!parameters || !parameters.sitekey) throw new Error('Missing required parameters: sitekey');
    var id = widgets.length;
    var failing = parameters.sitekey === '${SANDBOX_RECAPTCHA_FAIL}' || /(?:^|;\s*)sandbox-recaptcha=fail(?:;|$)/.test(document.cookie);
    var query = new URLSearchParams({ ar: '1', k: parameters.sitekey, co: btoa(location.origin).replace(/=/g, '.'), hl: 'en', v: '${RECAPTCHA_RELEASE}', size: parameters.size || 'normal', cb: Math.random().toString(36).slice(2) });
    if (failing) query.set('sbx', 'fail');
    var frame = document.createElement('iframe');
    frame.title = 'reCAPTCHA';
    frame.name = 'a-' + query.get('cb');
    frame.width = '304';
    frame.height = '78';
    frame.setAttribute('role', 'presentation');
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('sandbox', 'allow-forms allow-popups allow-same-origin allow-scripts allow-top-navigation allow-modals allow-popups-to-escape-sandbox allow-storage-access-by-user-activation');
    frame.src = ANCHOR + '${RECAPTCHA_ANCHOR_PATH}?' + query.toString();
    var textarea = document.createElement('textarea');
    textarea.id = id ? 'g-recaptcha-response-' + id : 'g-recaptcha-response';
    textarea.name = 'g-recaptcha-response';
    textarea.className = 'g-recaptcha-response';
    textarea.setAttribute('aria-hidden', 'true');
    textarea.style.display = 'none';
    var holder = document.createElement('div');
    holder.style.width = '304px';
    holder.style.height = parameters.size === 'invisible' ? '0px' : '78px';
    holder.appendChild(frame);
    element.appendChild(holder);
    element.appendChild(textarea);
    widgets.push({ id: id, frame: frame, textarea: textarea, response: '', callback: fn(parameters.callback), expired: fn(parameters['expired-callback']) });
    return id;
  };
  window.addEventListener('message', function (e) {
    var data = e.data;
    if (e.origin !== ANCHOR || !data || data.source !== 'sbx-recaptcha') return;
    var widget = widgets.filter(function (w) { return w.frame.contentWindow === e.source; })[0];
    if (!widget) return;
    if (data.type === 'token') {
      widget.response = String(data.token);
      widget.textarea.value = widget.response;
      if (widget.callback) widget.callback(widget.response);
    } else if (data.type === 'expired') {
      clear(widget);
      if (widget.expired) widget.expired();
    }
  });
  api.reset = function (id) { var widget = widgetOf(id); clear(widget); post(widget, 'reset'); };
  api.getResponse = function (id) { return widgetOf(id).response; };
  api.execute = function (id) { post(widgetOf(id), 'execute'); return Promise.resolve(); };
  api.ready = function (callback) { setTimeout(callback, 0); };
  (cfg.fns || []).splice(0).forEach(function (callback) { setTimeout(callback, 0); });
  if (cfg.onload && typeof window[cfg.onload] === 'function') setTimeout(window[cfg.onload], 0);
})();
`;
