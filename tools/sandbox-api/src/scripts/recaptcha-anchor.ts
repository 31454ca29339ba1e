import { SANDBOX_RECAPTCHA_FAIL } from './recaptcha-stand-in.ts';

/**
 * reCAPTCHA's checkbox frame (www.google.com/recaptcha/api2/anchor?k=…&co=…): a real, keyboard-operable checkbox
 * labelled "I'm not a robot". Ticking it sends a token to the page that rendered it (its origin from `co`, as
 * Google encodes it) by postMessage; unticking it stands for the answer expiring. The page's 'reset' unticks it,
 * 'execute' answers at once (an invisible widget). `sbx=fail` (set by the library) makes the token one the sandbox's
 * verify endpoint refuses.
 */
export const reCaptchaAnchorHtml = String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>reCAPTCHA</title>
<style>
html,body{margin:0;height:100%;background:#f9f9f9;font:14px/1.3 Roboto,system-ui,sans-serif;color:#0b0c0c}
.box{box-sizing:border-box;height:76px;width:302px;border:1px solid #6f777b;border-radius:3px;display:flex;align-items:center;gap:12px;padding:0 12px}
input{width:24px;height:24px;margin:0}input:focus{outline:3px solid #1a73e8;outline-offset:2px}
label{flex:1}.brand{font-size:10px;color:#555}
</style>
</head>
<body>
<div class="box"><input type="checkbox" id="recaptcha-anchor"><label for="recaptcha-anchor">I'm not a robot</label><span class="brand" aria-hidden="true">reCAPTCHA</span></div>
<script>
(function () {
  var query = new URLSearchParams(location.search);
  var parentOrigin = atob((query.get('co') || '').replace(/\./g, '='));
  var failing = query.get('sbx') === 'fail' || query.get('k') === '${SANDBOX_RECAPTCHA_FAIL}';
  var box = document.getElementById('recaptcha-anchor');
  var post = function (message) { parent.postMessage(Object.assign({ source: 'sbx-recaptcha' }, message), parentOrigin); };
  var token = function () { return failing ? '${SANDBOX_RECAPTCHA_FAIL}' : 'sandbox-pass-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 8); };
  box.addEventListener('change', function () { post(box.checked ? { type: 'token', token: token() } : { type: 'expired' }); });
  window.addEventListener('message', function (e) {
    if (e.origin !== parentOrigin || e.source !== parent || !e.data || e.data.source !== 'sbx-recaptcha') return;
    if (e.data.type === 'reset') box.checked = false;
    if (e.data.type === 'execute') post({ type: 'token', token: token() });
  });
})();
</script>
</body>
</html>
`;
