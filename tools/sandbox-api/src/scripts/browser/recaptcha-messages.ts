/** The messages reCAPTCHA's library (the page) and its checkbox frame (www.google.com) exchange by postMessage. */
export type AnchorMessage =
  { source: 'sbx-recaptcha'; type: 'reset' | 'execute' | 'expired' | 'error' } | { source: 'sbx-recaptcha'; type: 'token'; token: string };
