/**
 * Browser code shared by the hosted payment components (served as plain scripts, never bundled into the portal).
 * Written as ES2017 without template literals so it can live in a raw string. Defines window.__sandboxGateway.
 * Each component keeps its names (SANDBOX_GATEWAY_COMPONENTS, ./gateway-components.ts) as `host._names`: the
 * attribute names it reads (G.attr, G.has) and the events it dispatches.
 */
export const gatewayCommon = String.raw`
(function () {
  if (window.__sandboxGateway) return;
  var uid = 0;
  var G = {};
  G.nextId = function () { uid += 1; return 'sbx-gw-' + uid; };
  G.attr = function (host, option) { var name = host._names.attributes[option]; return name ? host.getAttribute(name) : null; };
  G.has = function (host, option) { var name = host._names.attributes[option]; return !!name && host.hasAttribute(name); };
  G.el = function (tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text) e.textContent = text;
    return e;
  };
  G.style = function () {
    if (document.getElementById('sbx-gateway-style')) return;
    var s = G.el('style', { id: 'sbx-gateway-style' });
    // The host page's CSP nonce for styles, where it publishes one (as a real gateway component takes it).
    var meta = document.querySelector('meta[property="csp-nonce"]');
    var nonce = meta && (meta.nonce || meta.getAttribute('content'));
    if (nonce) s.nonce = nonce;
    s.textContent = '.sbx-gateway{display:grid;gap:12px;font:inherit}.sbx-field label{display:block;font-weight:600;margin-bottom:4px}' +
      '.sbx-field input{font:inherit;padding:8px;border:2px solid #505a5f;border-radius:4px;min-width:4ch}' +
      '.sbx-field input:focus{outline:3px solid #fd0;outline-offset:0}.sbx-field input[aria-invalid=true]{border-color:#b00020}' +
      '.sbx-error{color:#b00020;margin:4px 0 0}.sbx-error:empty{display:none}.sbx-status:empty{display:none}.sbx-status{color:#b00020;font-weight:600}' +
      '.sbx-gateway button{font:inherit;padding:8px 16px}.sbx-parts{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px}' +
      '.sbx-parts legend{font-weight:600;margin-bottom:4px;padding:0}.sbx-parts input{font:inherit;padding:8px;border:2px solid #505a5f;border-radius:4px;width:5ch}' +
      '.sbx-parts input:focus{outline:3px solid #fd0;outline-offset:0}.sbx-parts input[aria-invalid=true]{border-color:#b00020}.sbx-parts .sbx-error{flex-basis:100%}';
    document.head.appendChild(s);
  };
  G.field = function (box, id, key, label, attrs) {
    var wrap = G.el('div', { 'class': 'sbx-field' });
    var inputId = id + '-' + key;
    var input = G.el('input', Object.assign({ id: inputId, name: key, type: 'text', 'aria-describedby': inputId + '-error' }, attrs || {}));
    var error = G.el('p', { id: inputId + '-error', 'class': 'sbx-error' });
    wrap.appendChild(G.el('label', { 'for': inputId }, label));
    wrap.appendChild(input);
    wrap.appendChild(error);
    box.appendChild(wrap);
    return { input: input, error: error };
  };
  /** The card number as four boxes of four digits in a fieldset (the gateway's 'in parts' display); one value. */
  G.cardNumberInParts = function (box, id) {
    var set = G.el('fieldset', { 'class': 'sbx-parts', 'aria-describedby': id + '-cardNumber-error' });
    set.appendChild(G.el('legend', {}, 'Card number'));
    var inputs = [];
    for (var i = 0; i < 4; i += 1) {
      var partId = id + '-cardNumber-' + (i + 1);
      var label = 'Card number digits ' + (i * 4 + 1) + ' to ' + (i * 4 + 4);
      var input = G.el('input', { id: partId, name: 'cardNumber' + (i + 1), type: 'text', inputmode: 'numeric', maxlength: '4', size: '4', 'aria-label': label, autocomplete: i === 0 ? 'cc-number' : 'off' });
      inputs.push(input);
      set.appendChild(input);
    }
    inputs.forEach(function (input, i) {
      input.addEventListener('input', function () { if (input.value.length === 4 && inputs[i + 1]) inputs[i + 1].focus(); });
    });
    var error = G.el('p', { id: id + '-cardNumber-error', 'class': 'sbx-error' });
    set.appendChild(error);
    box.appendChild(set);
    var whole = { setAttribute: function (k, v) { inputs.forEach(function (x) { x.setAttribute(k, v); }); }, removeAttribute: function (k) { inputs.forEach(function (x) { x.removeAttribute(k); }); }, focus: function () { inputs[0].focus(); } };
    Object.defineProperty(whole, 'value', { get: function () { return inputs.map(function (x) { return x.value; }).join(''); } });
    return { input: whole, error: error };
  };
  G.cardFields = function (box, id, nameFirst, inParts) {
    var f = {};
    var add = function (key, label, attrs) { f[key] = G.field(box, id, key, label, attrs); };
    var name = function () { add('cardHolderName', 'Name on card', { autocomplete: 'cc-name' }); };
    if (nameFirst) name();
    if (inParts) f.cardNumber = G.cardNumberInParts(box, id);
    else add('cardNumber', 'Card number', { autocomplete: 'cc-number', inputmode: 'numeric' });
    if (!nameFirst) name();
    add('expiryMonth', 'Expiry month (MM)', { autocomplete: 'cc-exp-month', inputmode: 'numeric', maxlength: '2', size: '2' });
    add('expiryYear', 'Expiry year (YY)', { autocomplete: 'cc-exp-year', inputmode: 'numeric', maxlength: '2', size: '2' });
    add('cvc', 'Security code (CVC)', { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', size: '4' });
    return f;
  };
  G.bankFields = function (box, id, region) {
    var f = {};
    f.accountName = G.field(box, id, 'accountName', 'Account name', { autocomplete: 'name' });
    if (region === 'AU') f.bsb = G.field(box, id, 'bsb', 'BSB', { inputmode: 'numeric', maxlength: '7' });
    f.accountNumber = G.field(box, id, 'accountNumber', 'Account number', { inputmode: 'numeric' });
    return f;
  };
  G.values = function (fields) {
    var v = {};
    Object.keys(fields).forEach(function (k) { v[k] = fields[k].input.value; });
    return v;
  };
  G.show = function (fields, status, errors, message) {
    var first = null;
    Object.keys(fields).forEach(function (k) {
      var msg = errors[k] || (k === 'expiryMonth' ? errors.expiry : '') || '';
      fields[k].error.textContent = msg;
      if (msg) { fields[k].input.setAttribute('aria-invalid', 'true'); first = first || fields[k].input; }
      else fields[k].input.removeAttribute('aria-invalid');
    });
    status.textContent = message || '';
    if (first) first.focus();
  };
  G.post = function (url, token, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().catch(function () { return {}; }).then(function (b) { return { ok: r.ok, status: r.status, body: b }; }); });
  };
  G.returnUrl = function (actionUrl, params) {
    var u = new URL(actionUrl || window.location.href, window.location.href);
    Object.keys(params).forEach(function (k) { u.searchParams.set(k, params[k]); });
    return u.toString();
  };
  G.emit = function (host, name, detail, cancelable) {
    return host.dispatchEvent(new CustomEvent(name, { detail: detail, bubbles: true, cancelable: !!cancelable }));
  };
  /** Completion: a cancelable completion event; unless cancelled, the page goes to the return URL. */
  G.finish = function (host, detail, target) {
    if (G.emit(host, host._names.events.complete, Object.assign({ returnUrl: target }, detail), true)) window.location.assign(target);
  };
  /** Runs a submission: 422 shows field errors, other failures a status message; resolves true on success. */
  G.submit = function (host, url, body, onSuccess) {
    return G.post(url, G.attr(host, 'authToken') || '', body).then(function (res) {
      if (res.ok) { G.show(host._fields, host._status, {}, ''); onSuccess(res.body); return true; }
      G.show(host._fields, host._status, res.body.errors || {}, res.body.message || 'The details could not be processed');
      G.emit(host, res.status === 422 ? host._names.events.invalid : host._names.events.failed, { status: res.status, message: res.body.message, errors: res.body.errors || {} });
      return false;
    }, function () {
      G.show(host._fields, host._status, {}, 'The payment service could not be reached');
      G.emit(host, host._names.events.failed, { status: 0, message: 'network' });
      return false;
    });
  };
  /** Common rendering: fields, a status line, an optional own button, the host form's submit, readiness. */
  G.mount = function (host, build, buttonLabel, readyDelay) {
    G.style();
    host.textContent = '';
    var box = G.el('div', { 'class': 'sbx-gateway', role: 'group', 'aria-label': host.getAttribute('aria-label') || 'Payment details' });
    host._fields = build(box, G.nextId());
    host._status = G.el('p', { role: 'status', 'class': 'sbx-status' });
    box.appendChild(host._status);
    if (host.hasAttribute('show-submit')) {
      var button = G.el('button', { type: 'button' }, host.getAttribute('submit-label') || buttonLabel);
      button.addEventListener('click', function () { host.submit(); });
      box.appendChild(button);
    }
    host.appendChild(box);
    var formId = G.attr(host, 'formId');
    var form = formId && document.getElementById(formId);
    if (form && !host._formBound) {
      host._formBound = true;
      form.addEventListener('submit', function (event) { event.preventDefault(); host.submit(); });
    }
    setTimeout(function () { host.setAttribute('data-ready', 'true'); G.emit(host, host._names.events.ready, {}); }, readyDelay || 0);
  };
  window.__sandboxGateway = G;
})();
`;
