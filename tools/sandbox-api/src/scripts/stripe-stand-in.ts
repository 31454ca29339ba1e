/**
 * Provider 2's script (CustomFormAPIURL): a stand-in for Stripe.js v3 implementing the subset the portal uses, with
 * Stripe's own names and shapes, so the real script and a real publishable key work with no change to the portal:
 * `Stripe(publishableKey)`, `stripe.elements({ clientSecret })`, `elements.create('payment' | 'card')`,
 * `element.mount(elOrSelector)`, `element.on('ready' | 'change', fn)`, `element.unmount()` / `destroy()`,
 * `stripe.confirmSetup({ elements, confirmParams: { return_url }, redirect? })`.
 * The element's fields appear about a second after mount (then 'ready'). confirmSetup resolves `{ error }` for an
 * incomplete form (validation_error) or a declined card (card_error, 4000 0000 0000 0002); otherwise the browser goes
 * to return_url with setup_intent, setup_intent_client_secret and redirect_status (failed for 4000 0027 6000 3184,
 * whose authentication fails). Fields render in the light DOM (no iframe), styled under the page's csp-nonce.
 */
export const stripeStandInScript = String.raw`
(function () {
  if (window.Stripe && window.Stripe.sandboxStandIn) return;
  // Its API sits beside its own URL (the script element that loaded it, or the one the page inserted).
  var current = document.currentScript || document.querySelector('script[src*="/v3/stripe.js"]');
  var apiBase = ((current && current.src) || '').replace(/\/v3\/[^/]*$/, '');
  var MOUNT_DELAY_MS = 1000;
  var uid = 0;
  var el = function (tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text) e.textContent = text;
    return e;
  };
  var style = function () {
    if (document.getElementById('sbx-stripe-style')) return;
    var s = el('style', { id: 'sbx-stripe-style' });
    var meta = document.querySelector('meta[property="csp-nonce"]');
    var nonce = meta && (meta.nonce || meta.getAttribute('content'));
    if (nonce) s.nonce = nonce;
    s.textContent = '.sbx-stripe{display:grid;gap:12px;font:inherit}.sbx-stripe label{display:block;font-weight:600;margin-bottom:4px}' +
      '.sbx-stripe input{font:inherit;padding:8px;border:2px solid #505a5f;border-radius:4px;max-width:100%}' +
      '.sbx-stripe input:focus{outline:3px solid #fd0;outline-offset:0}.sbx-stripe input[aria-invalid=true]{border-color:#b00020}' +
      '.sbx-stripe-error{color:#b00020;margin:4px 0 0}.sbx-stripe-error:empty{display:none}';
    document.head.appendChild(s);
  };
  var FIELDS = [
    { key: 'number', label: 'Card number', attrs: { autocomplete: 'cc-number', inputmode: 'numeric' } },
    { key: 'expiry', label: 'Expiration date (MM / YY)', attrs: { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: '7', size: '7' } },
    { key: 'cvc', label: 'Security code', attrs: { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', size: '4' } },
    { key: 'name', label: 'Name on card', attrs: { autocomplete: 'cc-name' } },
  ];
  var MESSAGES = { number: 'Your card number is incomplete.', expiry: 'Your card\u2019s expiration date is incomplete.', cvc: 'Your card\u2019s security code is incomplete.', name: 'Please provide the name on the card.' };

  function StripeElement(type, elements) { this._type = type; this._elements = elements; this._handlers = {}; this._inputs = null; this._host = null; }
  StripeElement.prototype.on = function (name, fn) { (this._handlers[name] = this._handlers[name] || []).push(fn); return this; };
  StripeElement.prototype.off = function (name, fn) { this._handlers[name] = (this._handlers[name] || []).filter(function (h) { return h !== fn; }); return this; };
  StripeElement.prototype._emit = function (name, payload) { (this._handlers[name] || []).forEach(function (fn) { fn(payload); }); };
  StripeElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('IntegrationError: the element to mount into was not found');
    var self = this;
    this._host = host;
    this._timer = setTimeout(function () { self._render(); }, MOUNT_DELAY_MS);
  };
  StripeElement.prototype._render = function () {
    var self = this;
    uid += 1;
    var id = 'sbx-stripe-' + uid;
    style();
    var box = el('div', { 'class': 'sbx-stripe', role: 'group', 'aria-label': 'Card details' });
    this._inputs = {};
    this._errors = {};
    FIELDS.forEach(function (f) {
      var wrap = el('div', {});
      var input = el('input', Object.assign({ id: id + '-' + f.key, name: f.key, type: 'text', 'aria-describedby': id + '-' + f.key + '-error' }, f.attrs));
      var error = el('p', { id: id + '-' + f.key + '-error', 'class': 'sbx-stripe-error' });
      wrap.appendChild(el('label', { 'for': input.id }, f.label));
      wrap.appendChild(input);
      wrap.appendChild(error);
      box.appendChild(wrap);
      input.addEventListener('input', function () { self._emit('change', { elementType: self._type, empty: self._empty(), complete: !self._firstInvalid(), value: { type: 'card' } }); });
      self._inputs[f.key] = input;
      self._errors[f.key] = error;
    });
    this._host.textContent = '';
    this._host.appendChild(box);
    this._emit('ready', { elementType: this._type });
  };
  StripeElement.prototype._values = function () {
    var v = {};
    Object.keys(this._inputs || {}).forEach(function (k) { v[k] = this._inputs[k].value.trim(); }, this);
    return v;
  };
  StripeElement.prototype._empty = function () { var v = this._values(); return Object.keys(v).every(function (k) { return v[k] === ''; }); };
  StripeElement.prototype._firstInvalid = function () {
    var v = this._values();
    if (!/^[\d ]{12,23}$/.test(v.number || '')) return 'number';
    if (!/^\d{2} ?\/? ?\d{2}$/.test(v.expiry || '')) return 'expiry';
    if (!/^\d{3,4}$/.test(v.cvc || '')) return 'cvc';
    if (!v.name) return 'name';
    return null;
  };
  StripeElement.prototype._show = function (key, message) {
    Object.keys(this._inputs || {}).forEach(function (k) {
      var on = k === key;
      this._errors[k].textContent = on ? message : '';
      if (on) this._inputs[k].setAttribute('aria-invalid', 'true'); else this._inputs[k].removeAttribute('aria-invalid');
    }, this);
    if (key && this._inputs[key]) this._inputs[key].focus();
  };
  StripeElement.prototype._validate = function () {
    if (!this._inputs) return { type: 'validation_error', code: 'incomplete', message: 'The payment form has not loaded yet.' };
    var key = this._firstInvalid();
    this._show(key, key ? MESSAGES[key] : '');
    return key ? { type: 'validation_error', code: 'incomplete_' + key, message: MESSAGES[key] } : null;
  };
  StripeElement.prototype.focus = function () { if (this._inputs) this._inputs.number.focus(); };
  StripeElement.prototype.unmount = function () { clearTimeout(this._timer); if (this._host) this._host.textContent = ''; this._inputs = null; };
  StripeElement.prototype.destroy = function () { this.unmount(); this._handlers = {}; };
  StripeElement.prototype.update = function () {};

  function StripeElements(options) { this._options = options || {}; this._list = []; }
  StripeElements.prototype.create = function (type) {
    if (type !== 'payment' && type !== 'card') throw new Error('IntegrationError: this stand-in supports the payment and card elements');
    var element = new StripeElement(type, this);
    this._list.push(element);
    return element;
  };
  StripeElements.prototype.getElement = function (type) { return this._list.filter(function (e) { return e._type === type; })[0] || null; };
  StripeElements.prototype.submit = function () { var e = this._list[0] && this._list[0]._validate(); return Promise.resolve(e ? { error: e } : {}); };
  StripeElements.prototype.update = function () {};

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    if (!/^pk_/.test(publishableKey || '')) throw new Error('IntegrationError: Invalid API Key provided: ' + publishableKey);
    this._key = publishableKey;
  }
  Stripe.prototype.elements = function (options) { return new StripeElements(options); };
  Stripe.prototype.confirmSetup = function (options) {
    var elements = options && options.elements;
    var element = elements && elements._list[0];
    var secret = (options && options.clientSecret) || (elements && elements._options.clientSecret) || '';
    var returnUrl = options && options.confirmParams && options.confirmParams.return_url;
    if (!element) return Promise.reject(new Error('IntegrationError: confirmSetup needs elements with a mounted element'));
    if (!returnUrl && options.redirect !== 'if_required') return Promise.reject(new Error('IntegrationError: confirmParams.return_url is required'));
    var invalid = element._validate();
    if (invalid) return Promise.resolve({ error: invalid });
    var match = /^(seti_[^_]+)_secret_/.exec(secret);
    if (!match) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid value for clientSecret.' } });
    var v = element._values();
    var exp = v.expiry.replace(/[^\d]/g, '');
    var body = { client_secret: secret, payment_method_data: { type: 'card', card: { number: v.number, exp_month: exp.slice(0, 2), exp_year: exp.slice(2), cvc: v.cvc }, billing_details: { name: v.name } } };
    var key = this._key;
    return fetch(apiBase + '/v1/setup_intents/' + match[1] + '/confirm', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + key }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (b) { return { ok: r.ok, body: b }; }); })
      .then(function (res) {
        if (!res.ok) {
          var error = res.body.error || { type: 'api_error', message: 'Something went wrong.' };
          if (error.type === 'card_error') element._show('number', error.message);
          return { error: error };
        }
        var intent = res.body;
        if (options.redirect === 'if_required' && intent.status === 'succeeded') return { setupIntent: intent };
        var url = new URL(returnUrl, window.location.href);
        url.searchParams.set('setup_intent', intent.id);
        url.searchParams.set('setup_intent_client_secret', intent.client_secret);
        url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
        window.location.assign(url.toString());
        return new Promise(function () {});
      }, function () { return { error: { type: 'api_connection_error', message: 'We could not reach the payment service.' } }; });
  };
  Stripe.sandboxStandIn = true;
  window.Stripe = Stripe;
})();
`;
