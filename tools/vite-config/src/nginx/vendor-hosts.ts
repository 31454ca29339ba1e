/** What one third party may do in the page, per directive of the Content-Security-Policy. */
export type VendorHosts = { script: string[]; frame: string[]; connect: string[] };

export const NO_HOSTS: VendorHosts = { script: [], frame: [], connect: [] };

/**
 * Stripe.js, card provider 2 (creditCardProvider 2), as Stripe's integration security guide lists for a site with
 * a Content-Security-Policy (docs.stripe.com/security/guide, "Content Security Policy"): its script from js.stripe.com
 * (and the scripts it loads from *.js.stripe.com), its frames (the Payment Element on js.stripe.com and
 * *.js.stripe.com, 3-D Secure and redirects on hooks.stripe.com), and its API (confirmSetup on api.stripe.com).
 * Not a setting: Stripe's hosts are Stripe's, whichever deployment.
 */
export const STRIPE_HOSTS: VendorHosts = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The Payment Request API for Stripe's frame (its wallet buttons inside the Payment Element), as Stripe's guide asks
 * of a site that sends a Permissions-Policy: `payment=(self "https://js.stripe.com")`. Every other brand denies it.
 */
export const STRIPE_PAYMENT_ORIGINS = ['https://js.stripe.com'];

/** The card provider whose vendor the brand's page loads, by the regional configuration's creditCardProvider. */
export const cardVendorOf = (creditCardProvider: unknown): { hosts: VendorHosts; payment: string[] } =>
  creditCardProvider === 2 ? { hosts: STRIPE_HOSTS, payment: STRIPE_PAYMENT_ORIGINS } : { hosts: NO_HOSTS, payment: [] };

/**
 * The payment gateway's origins a release engineer gives the build (PORTAL_GATEWAY_HOSTS: https origins separated by
 * spaces or commas), added to the regional configuration's `gateway.hosts`.
 */
export const GATEWAY_HOSTS_ENV = 'PORTAL_GATEWAY_HOSTS';

export const hostList = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);
