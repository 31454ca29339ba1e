import { SANDBOX_RECAPTCHA_FAIL } from '../vendor-paths.ts';
import type { AnchorMessage } from './recaptcha-messages.ts';

/**
 * reCAPTCHA's checkbox frame script (inline in www.google.com/recaptcha/api2/anchor?k=…&co=…, ../pages.ts): a
 * real, keyboard-operable checkbox labelled "I'm not a robot". Ticking it sends a token to the page that rendered it
 * (its origin from `co`, as Google encodes it) by postMessage; unticking it stands for the answer expiring. The
 * page's 'reset' unticks it; ticked while offline it answers an error instead (error-callback), 'execute' answers at once (an invisible widget). `sbx=fail` (set by the library) makes
 * the token one the sandbox's verify endpoint refuses.
 */
const query = new URLSearchParams(location.search);
const parentOrigin = atob((query.get('co') || '').replace(/\./g, '='));
const failing = query.get('sbx') === 'fail' || query.get('k') === SANDBOX_RECAPTCHA_FAIL;
const box = document.getElementById('recaptcha-anchor') as HTMLInputElement;
const post = (message: AnchorMessage): void => parent.postMessage(message, parentOrigin);
const token = (): string =>
  failing ? SANDBOX_RECAPTCHA_FAIL : `sandbox-pass-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

box.addEventListener('change', () => {
  // Offline, reCAPTCHA cannot get a token: the widget reports an error (error-callback) and stays unticked.
  if (box.checked && !navigator.onLine) {
    box.checked = false;
    return post({ source: 'sbx-recaptcha', type: 'error' });
  }
  post(box.checked ? { source: 'sbx-recaptcha', type: 'token', token: token() } : { source: 'sbx-recaptcha', type: 'expired' });
});
window.addEventListener('message', (e: MessageEvent) => {
  const data = e.data as AnchorMessage | null;
  if (e.origin !== parentOrigin || e.source !== parent || !data || data.source !== 'sbx-recaptcha') return;
  if (data.type === 'reset') box.checked = false;
  if (data.type === 'execute') post({ source: 'sbx-recaptcha', type: 'token', token: token() });
});
