import { STRIPE_API_ORIGIN, STRIPE_JS_ORIGIN } from '../vendor-hosts.ts';

/** The frame Stripe.js mounts a payment element in, on js.stripe.com (Stripe's own is elements-inner-payment-<hash>.html). */
export const STRIPE_FRAME_PATH = '/v3/elements-inner-payment.html';

/**
 * Stripe.js v3 as served from https://js.stripe.com/v3/ under the vendor's architecture (the `vendorHosts` mode), the
 * subset the portal uses with Stripe's names: `Stripe(pk)`, `elements({ clientSecret })` (which asks
 * api.stripe.com for its elements session, from the page, as Stripe.js does), `create('payment' | 'card')`,
 * `mount(el)` inserting a js.stripe.com iframe that holds the card fields (card data never enters the page),
 * `on('ready' | 'change' | 'loaderror')`, `focus`, `unmount` / `destroy`, and `confirmSetup({ elements, confirmParams:
 * { return_url }, redirect? })`: the frame validates (a `validation_error` comes back without leaving) and confirms
 * with api.stripe.com; then the page leaves for return_url with setup_intent, setup_intent_client_secret and
 * redirect_status. Page and frame talk by postMessage, each checking the other's origin.
 */
export const stripeJsScript = String.raw`
(function () {
  if (window.Stripe) return;
  var JS = '${STRIPE_JS_ORIGIN}';
  var API = '${STRIPE_API_ORIGIN}';
  var uid = 0;
  var integrationError = function (message) { return new Error('IntegrationError: ' + message); };

  function StripeElement(type, elements) { this._type = type; this._elements = elements; this._handlers = {}; this._pending = {}; this._ready = false; }
  StripeElement.prototype.on = function (name, fn) { (this._handlers[name] = this._handlers[name] || []).push(fn); return this; };
  StripeElement.prototype.off = function (name, fn) { this._handlers[name] = (this._handlers[name] || []).filter(function (h) { return h !== fn; }); return this; };
  StripeElement.prototype._emit = function (name, payload) { (this._handlers[name] || []).forEach(function (fn) { fn(payload); }); };
  StripeElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw integrationError('the element to mount into was not found');
    var self = this;
    uid += 1;
    this._id = 'sbx' + uid + Math.random().toString(36).slice(2, 8);
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + uid;
    frame.title = 'Secure payment input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allow', 'payment *');
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.display = 'block';
    frame.style.height = '0px';
    frame.src = JS + '${STRIPE_FRAME_PATH}#' + new URLSearchParams({ id: this._id, origin: window.location.origin }).toString();
    this._frame = frame;
    this._listener = function (e) { self._receive(e); };
    window.addEventListener('message', this._listener);
    this._elements._session.then(function () {
      if (self._frame === frame) host.replaceChildren(frame);
    }, function (error) { self._emit('loaderror', { elementType: self._type, error: error }); });
  };
  StripeElement.prototype._receive = function (e) {
    var data = e.data;
    if (e.origin !== JS || !this._frame || e.source !== this._frame.contentWindow || !data || data.element !== this._id) return;
    if (data.type === 'ready') { this._ready = true; this._emit('ready', { elementType: this._type }); }
    else if (data.type === 'resize') this._frame.style.height = Math.ceil(Number(data.height) || 0) + 'px';
    else if (data.type === 'change') this._emit('change', { elementType: this._type, empty: !!data.empty, complete: !!data.complete, value: { type: 'card' } });
    else if (data.type === 'result' && this._pending[data.call]) { this._pending[data.call](data.result); delete this._pending[data.call]; }
  };
  StripeElement.prototype._post = function (message) { if (this._frame && this._frame.contentWindow) this._frame.contentWindow.postMessage(Object.assign({ element: this._id }, message), JS); };
  StripeElement.prototype._call = function (message) {
    var self = this;
    var call = Math.random().toString(36).slice(2);
    return new Promise(function (resolve) { self._pending[call] = resolve; self._post(Object.assign({ call: call }, message)); });
  };
  StripeElement.prototype.focus = function () { this._post({ type: 'focus' }); };
  StripeElement.prototype.unmount = function () {
    window.removeEventListener('message', this._listener);
    if (this._frame) this._frame.remove();
    this._frame = null;
    this._ready = false;
  };
  StripeElement.prototype.destroy = function () { this.unmount(); this._handlers = {}; };
  StripeElement.prototype.update = function () {};

  function StripeElements(key, options) {
    this._options = options || {};
    this._list = [];
    var query = new URLSearchParams({ key: key, type: 'setup_intent', client_secret: this._options.clientSecret || '' });
    this._session = fetch(API + '/v1/elements/sessions?' + query.toString()).then(function (r) {
      return r.json().then(function (body) { if (!r.ok) throw body.error || { type: 'api_error' }; return body; });
    });
    this._session.catch(function () {});
  }
  StripeElements.prototype.create = function (type) {
    if (type !== 'payment' && type !== 'card') throw integrationError('this stand-in supports the payment and card elements');
    var element = new StripeElement(type, this);
    this._list.push(element);
    return element;
  };
  StripeElements.prototype.getElement = function (type) { return this._list.filter(function (e) { return e._type === type; })[0] || null; };
  StripeElements.prototype.submit = function () {
    var element = this._list[0];
    if (!element || !element._ready) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete', message: 'The payment form has not loaded yet.' } });
    return element._call({ type: 'validate' });
  };
  StripeElements.prototype.update = function () {};

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    if (!/^pk_/.test(publishableKey || '')) throw integrationError('Invalid API Key provided: ' + publishableKey);
    this._key = publishableKey;
  }
  Stripe.prototype.elements = function (options) { return new StripeElements(this._key, options); };
  Stripe.prototype.confirmSetup = function (options) {
    var elements = options && options.elements;
    var element = elements && elements._list[0];
    var secret = (options && options.clientSecret) || (elements && elements._options.clientSecret) || '';
    var returnUrl = options && options.confirmParams && options.confirmParams.return_url;
    if (!element || !element._frame) return Promise.reject(integrationError('confirmSetup needs elements with a mounted element'));
    if (!returnUrl && options.redirect !== 'if_required') return Promise.reject(integrationError('confirmParams.return_url is required'));
    if (!element._ready) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete', message: 'The payment form has not loaded yet.' } });
    return element._call({ type: 'confirm', key: this._key, clientSecret: secret }).then(function (result) {
      if (result.error) return { error: result.error };
      var intent = result.setupIntent;
      if (options.redirect === 'if_required' && intent.status === 'succeeded') return { setupIntent: intent };
      var url = new URL(returnUrl, window.location.href);
      url.searchParams.set('setup_intent', intent.id);
      url.searchParams.set('setup_intent_client_secret', intent.client_secret);
      url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
      window.location.assign(url.toString());
      return new Promise(function () {});
    });
  };
  window.Stripe = Stripe;
})();
`;
