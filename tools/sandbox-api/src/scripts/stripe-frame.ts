import { STRIPE_API_ORIGIN } from '../vendor-hosts.ts';

/** The frame's own policy: its script file, inline styles (as Stripe's frames allow), calls to api.stripe.com only. */
export const STRIPE_FRAME_CSP = `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src ${STRIPE_API_ORIGIN}; base-uri 'none'; form-action 'none'`;

/** The payment element's frame document on js.stripe.com: the card fields, filled in by its script. */
export const stripeFrameHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure payment input frame</title>
<style>
body{margin:0;padding:2px 4px 4px;font:16px/1.4 system-ui,sans-serif;color:#0b0c0c;background:transparent}
form{display:grid;gap:12px}label{display:block;font-weight:600;margin-bottom:4px}
input{font:inherit;padding:8px;border:2px solid #505a5f;border-radius:4px;max-width:100%;box-sizing:border-box}
input:focus{outline:3px solid #fd0;outline-offset:0}input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;margin:4px 0 0}.error:empty{display:none}
</style>
</head>
<body>
<form id="fields" novalidate aria-label="Card details"></form>
<script src="elements-inner-payment.js"></script>
</body>
</html>
`;

/**
 * The frame's script: draws the fields about a second after it loads (then 'ready'), reports their state and height to
 * the page that mounted it (the `origin` of its fragment), validates on the page's request and confirms the setup
 * intent with api.stripe.com itself, so the card details stay in this frame.
 */
export const stripeFrameScript = String.raw`
(function () {
  var params = new URLSearchParams(location.hash.slice(1));
  var element = params.get('id');
  var parentOrigin = params.get('origin');
  var form = document.getElementById('fields');
  var inputs = null;
  var errors = {};
  var FIELDS = [
    { key: 'number', label: 'Card number', attrs: { autocomplete: 'cc-number', inputmode: 'numeric' } },
    { key: 'expiry', label: 'Expiration date (MM / YY)', attrs: { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: '7', size: '7' } },
    { key: 'cvc', label: 'Security code', attrs: { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', size: '4' } },
    { key: 'name', label: 'Name on card', attrs: { autocomplete: 'cc-name' } },
  ];
  var MESSAGES = { number: 'Your card number is incomplete.', expiry: 'Your card\u2019s expiration date is incomplete.', cvc: 'Your card\u2019s security code is incomplete.', name: 'Please provide the name on the card.' };
  var post = function (message) { parent.postMessage(Object.assign({ element: element }, message), parentOrigin); };
  var el = function (tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text) e.textContent = text;
    return e;
  };
  var values = function () {
    var v = {};
    Object.keys(inputs || {}).forEach(function (k) { v[k] = inputs[k].value.trim(); });
    return v;
  };
  var firstInvalid = function () {
    var v = values();
    if (!/^[\d ]{12,23}$/.test(v.number || '')) return 'number';
    if (!/^\d{2} ?\/? ?\d{2}$/.test(v.expiry || '')) return 'expiry';
    if (!/^\d{3,4}$/.test(v.cvc || '')) return 'cvc';
    if (!v.name) return 'name';
    return null;
  };
  var show = function (key, message) {
    Object.keys(inputs).forEach(function (k) {
      errors[k].textContent = k === key ? message : '';
      if (k === key) inputs[k].setAttribute('aria-invalid', 'true'); else inputs[k].removeAttribute('aria-invalid');
    });
    if (key) inputs[key].focus();
  };
  var validate = function () {
    if (!inputs) return { type: 'validation_error', code: 'incomplete', message: 'The payment form has not loaded yet.' };
    var key = firstInvalid();
    show(key, key ? MESSAGES[key] : '');
    return key ? { type: 'validation_error', code: 'incomplete_' + key, message: MESSAGES[key] } : null;
  };
  var confirm = function (request) {
    var invalid = validate();
    if (invalid) return Promise.resolve({ error: invalid });
    var match = /^(seti_[^_]+)_secret_/.exec(request.clientSecret || '');
    if (!match) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid value for clientSecret.' } });
    var v = values();
    var exp = v.expiry.replace(/[^\d]/g, '');
    var body = { client_secret: request.clientSecret, payment_method_data: { type: 'card', card: { number: v.number, exp_month: exp.slice(0, 2), exp_year: exp.slice(2), cvc: v.cvc }, billing_details: { name: v.name } } };
    return fetch('${STRIPE_API_ORIGIN}/v1/setup_intents/' + match[1] + '/confirm', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + request.key }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (b) { return { ok: r.ok, body: b }; }); })
      .then(function (res) {
        if (res.ok) return { setupIntent: res.body };
        var error = res.body.error || { type: 'api_error', message: 'Something went wrong.' };
        if (error.type === 'card_error') show('number', error.message);
        return { error: error };
      }, function () { return { error: { type: 'api_connection_error', message: 'We could not reach the payment service.' } }; });
  };
  var render = function () {
    inputs = {};
    FIELDS.forEach(function (f) {
      var wrap = el('div', {});
      var input = el('input', Object.assign({ id: f.key, name: f.key, type: 'text', 'aria-describedby': f.key + '-error' }, f.attrs));
      errors[f.key] = el('p', { id: f.key + '-error', 'class': 'error' });
      wrap.appendChild(el('label', { 'for': f.key }, f.label));
      wrap.appendChild(input);
      wrap.appendChild(errors[f.key]);
      form.appendChild(wrap);
      input.addEventListener('input', function () { post({ type: 'change', empty: Object.values(values()).every(function (x) { return !x; }), complete: !firstInvalid() }); });
      inputs[f.key] = input;
    });
    new ResizeObserver(function () { post({ type: 'resize', height: document.documentElement.scrollHeight }); }).observe(document.body);
    post({ type: 'ready' });
  };
  window.addEventListener('message', function (e) {
    var data = e.data;
    if (e.origin !== parentOrigin || e.source !== parent || !data || data.element !== element) return;
    if (data.type === 'focus' && inputs) inputs.number.focus();
    if (data.type === 'validate') { var invalid = validate(); post({ type: 'result', call: data.call, result: invalid ? { error: invalid } : {} }); }
    if (data.type === 'confirm') confirm(data).then(function (result) { post({ type: 'result', call: data.call, result: result }); });
  });
  setTimeout(render, 1000);
})();
`;
