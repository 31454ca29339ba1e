/**
 * The frame's own policy: its script file, inline styles (as Stripe's frames allow), calls to Stripe's API only
 * (`https://api.stripe.com`, or `'self'` where the sandbox serves the API beside the frame).
 */
export const stripeFrameCsp = (api: string): string =>
  `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src ${api}; base-uri 'none'; form-action 'none'`;

/** The payment element's frame document on js.stripe.com: the card fields, filled in by its script (./browser/stripe-frame.ts). */
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
 * reCAPTCHA's checkbox frame document (www.google.com/recaptcha/api2/anchor?k=…&co=…) around its script
 * (./browser/recaptcha-anchor.ts, inline as Google's is).
 */
export const reCaptchaAnchorHtml = (script: string): string => {
  // An inline script ends at the first "</script", wherever it stands.
  if (/<\/script/i.test(script)) throw new Error('The anchor script cannot be inlined: it contains "</script"');
  return `<!doctype html>
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
${script}</script>
</body>
</html>
`;
};
