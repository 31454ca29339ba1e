/**
 * Names the vendors' stand-ins and the routes that serve them share (plain data: the browser scripts bundle it, the
 * routes import it).
 */

/** The frame Stripe.js mounts a payment element in, on js.stripe.com (Stripe's own is elements-inner-payment-<hash>.html). */
export const STRIPE_FRAME_PATH = '/v3/elements-inner-payment.html';
/** The frame's script, beside it (the frame's CSP allows its own origin's scripts only). */
export const STRIPE_FRAME_SCRIPT_PATH = '/v3/elements-inner-payment.js';

/** The library's release folder on www.gstatic.com (Google's is a hash that changes with each release). */
export const RECAPTCHA_RELEASE = 'sandbox-2025';
export const RECAPTCHA_LIBRARY_PATH = `/recaptcha/releases/${RECAPTCHA_RELEASE}/recaptcha__en.js`;
export const RECAPTCHA_ANCHOR_PATH = '/recaptcha/api2/anchor';

/**
 * The bot check's way to fail: this site key, or the cookie `sandbox-recaptcha=fail`, makes the stand-ins hand out
 * this token, which the sandbox's verify endpoint refuses.
 */
export const SANDBOX_RECAPTCHA_FAIL = 'sandbox-fail';
