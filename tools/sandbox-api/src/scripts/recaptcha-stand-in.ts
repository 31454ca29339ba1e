/**
 * The sandbox's stand-in for Google reCAPTCHA's script (https://www.google.com/recaptcha/api.js), served at
 * /bot-check/recaptcha/api.js: the same JavaScript API on `window.grecaptcha`, with the checkbox widget drawn in the
 * page instead of Google's frame.
 * - `ready(callback)`, `render(container, { sitekey, callback, 'expired-callback', 'error-callback', size })` returning
 *   a widget id, `reset(id)`, `getResponse(id)` and `execute(id)` (an invisible widget answers at once);
 *   the script's `onload` parameter names a global called once it is ready, as Google's does.
 * - Ticking the labelled checkbox "I'm not a robot" answers a token the sandbox's verify endpoint accepts
 *   (`sandbox-pass-…`); unticking it stands for the answer expiring ('expired-callback').
 * - A way to fail: the site key 'sandbox-fail', or the cookie `sandbox-recaptcha=fail` (per browser context, so one
 *   end-to-end test can fail it alone), makes the token `sandbox-fail`, which the verify endpoint refuses.
 * Styles go through the CSSOM (element.style), which the portal's Content-Security-Policy allows.
 */
export const SANDBOX_RECAPTCHA_FAIL = 'sandbox-fail';

export const reCaptchaStandInScript = String.raw`
(function () {
  if (window.grecaptcha && window.grecaptcha.render) return;
  var widgets = [];
  var failing = function (sitekey) {
    return sitekey === '${SANDBOX_RECAPTCHA_FAIL}' || /(?:^|;\s*)sandbox-recaptcha=fail(?:;|$)/.test(document.cookie);
  };
  var widgetOf = function (id) {
    var widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return widget;
  };
  var answer = function (widget) {
    widget.response = failing(widget.sitekey) ? '${SANDBOX_RECAPTCHA_FAIL}' : 'sandbox-pass-' + Date.now().toString(36) + '-' + widget.id;
    if (widget.callback) widget.callback(widget.response);
  };
  window.grecaptcha = {
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    render: function (container, parameters) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      if (!element) throw new Error('reCAPTCHA placeholder element must be an element or id');
      if (element.childNodes.length > 0) throw new Error('reCAPTCHA placeholder element must be empty');
      if (!parameters || !parameters.sitekey) throw new Error('Missing required parameters: sitekey');
      var widget = {
        id: widgets.length,
        sitekey: parameters.sitekey,
        callback: parameters.callback,
        expired: parameters['expired-callback'],
        response: '',
      };
      widgets.push(widget);
      if (parameters.size === 'invisible') return widget.id;
      var box = document.createElement('div');
      box.className = 'sandbox-recaptcha';
      box.style.cssText = 'display:inline-flex;align-items:center;gap:8px;padding:12px 16px;border:1px solid #6f777b;border-radius:4px;background:#fff;color:#0b0c0c';
      var input = document.createElement('input');
      input.type = 'checkbox';
      input.id = 'sandbox-recaptcha-' + widget.id;
      input.style.cssText = 'width:24px;height:24px;margin:0';
      if (parameters.tabindex !== undefined) input.tabIndex = parameters.tabindex;
      var label = document.createElement('label');
      label.htmlFor = input.id;
      label.textContent = "I'm not a robot";
      box.appendChild(input);
      box.appendChild(label);
      input.addEventListener('change', function () {
        if (input.checked) return answer(widget);
        widget.response = '';
        if (widget.expired) widget.expired();
      });
      widget.input = input;
      element.appendChild(box);
      return widget.id;
    },
    reset: function (id) {
      var widget = widgetOf(id);
      widget.response = '';
      if (widget.input) widget.input.checked = false;
    },
    getResponse: function (id) {
      return widgetOf(id).response;
    },
    execute: function (id) {
      answer(widgetOf(id));
      return Promise.resolve();
    },
  };
  var script = document.currentScript;
  var onload = script && new URL(script.src, location.href).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window.grecaptcha.ready(window[onload]);
})();
`;
