import type { Context } from 'hono';
import { publicUrlOf } from './http.ts';
import type { ResolvedOptions } from './options.ts';

/**
 * The vendors under their own host names (the `vendorHosts` option): a local TLS front (the end-to-end suite's nginx)
 * answers for these names and proxies each request to the sandbox at `/__vendor/<host><path>`; the payment gateway's
 * host is proxied as it is (its paths are the sandbox's own /gateway/…).
 */
export const VENDOR_PREFIX = '/__vendor';
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';
export const RECAPTCHA_ORIGIN = 'https://www.google.com';
export const RECAPTCHA_STATIC_ORIGIN = 'https://www.gstatic.com';
/** The test gateway's origin: another origin than the portal's, as a deployment's gateway is (a setting). */
export const GATEWAY_ORIGIN = 'https://components.gateway.test';

/**
 * The test deployment's OpenTelemetry Collector (its otlp receiver's HTTP endpoint): an origin of its own, as a
 * deployment's collector is (the served `telemetry.collectorUrl`, a setting).
 */
export const COLLECTOR_ORIGIN = 'https://collector.telemetry.test';

/** Host names the front serves under `/__vendor/<host>` (Stripe's documented hosts, reCAPTCHA's, the collector's). */
export const PREFIXED_VENDOR_HOSTS = [
  'js.stripe.com',
  'api.stripe.com',
  'hooks.stripe.com',
  'www.google.com',
  'www.gstatic.com',
  'recaptcha.google.com',
  'collector.telemetry.test',
] as const;
/** Every host name the browser maps to the front. */
export const VENDOR_HOST_NAMES = [...PREFIXED_VENDOR_HOSTS, new URL(GATEWAY_ORIGIN).host] as const;

/** The path under which the sandbox serves a vendor host's path. */
export const vendorPath = (origin: string, path: string): string => `${VENDOR_PREFIX}/${new URL(origin).host}${path}`;

/** Where the browser reaches the hosted gateway (its components and API): its own origin, or the sandbox's. */
export const gatewayBaseOf = (c: Context, options: ResolvedOptions): string =>
  options.vendorHosts ? GATEWAY_ORIGIN : publicUrlOf(c, options);

/**
 * Where the browser reaches a vendor's host (`vendorOrigin`) and the sandbox's stand-in for it: the vendor's own name,
 * through the front, or the sandbox's `/__vendor/<host>` (development, Storybook, the DOM tests). The stand-ins find the
 * vendor's other hosts the same way from their own URL (scripts/browser/vendor-base.ts).
 */
export const vendorUrlOf = (c: Context, options: ResolvedOptions, vendorOrigin: string, path: string): string =>
  options.vendorHosts ? `${vendorOrigin}${path}` : `${publicUrlOf(c, options)}${vendorPath(vendorOrigin, path)}`;
