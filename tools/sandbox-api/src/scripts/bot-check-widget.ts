/**
 * The sandbox bot-check widget: window.sandboxBotCheck.render(element, { sitekey, callback, expiredCallback })
 * renders a real, labelled checkbox "I'm not a robot". Ticking it calls callback(token); unticking calls
 * expiredCallback(). The site key 'sandbox-fail' makes the widget hand out the token 'sandbox-fail', which the
 * verify endpoint rejects. render returns a widget id; reset(id) unticks it. Styles go through the CSSOM
 * (element.style), which the portal's Content-Security-Policy allows; style attributes it would refuse.
 */
export const botCheckWidgetScript = String.raw`
(function () {
  if (window.sandboxBotCheck) return;
  var widgets = [];
  window.sandboxBotCheck = {
    render: function (element, options) {
      var id = widgets.length;
      var inputId = 'sandbox-bot-check-' + id;
      var box = document.createElement('div');
      box.className = 'sandbox-bot-check';
      box.style.cssText = 'display:inline-flex;align-items:center;gap:8px;padding:12px 16px;border:1px solid #6f777b;border-radius:4px;background:#fff;color:#0b0c0c';
      var input = document.createElement('input');
      input.type = 'checkbox';
      input.id = inputId;
      input.style.cssText = 'width:24px;height:24px;margin:0';
      var label = document.createElement('label');
      label.htmlFor = inputId;
      label.textContent = "I'm not a robot";
      box.appendChild(input);
      box.appendChild(label);
      input.addEventListener('change', function () {
        if (input.checked) {
          var token = options.sitekey === 'sandbox-fail' ? 'sandbox-fail' : 'sandbox-pass-' + Date.now().toString(36) + '-' + id;
          if (options.callback) options.callback(token);
        } else if (options.expiredCallback) {
          options.expiredCallback();
        }
      });
      element.appendChild(box);
      widgets.push(input);
      return id;
    },
    reset: function (id) {
      var input = widgets[id === undefined ? widgets.length - 1 : id];
      if (input) input.checked = false;
    },
  };
})();
`;
