import { permissionsPolicy } from './permissions-policy.ts';
import { cardVendorOf, type VendorHosts } from './vendor-hosts.ts';

/**
 * The security headers of a brand's site (OWASP ASVS 5.0 section 3.4), as data, each host in the directives its
 * vendor needs it in. From the brand's regional configuration (brands/<slug>/regional-config.json):
 * - `captcha.scriptUrl` and `captcha.hosts`: reCAPTCHA's script and the origins its widget loads from and frames
 *   (script-src, frame-src); `captcha.host`: the bot check's verify call (connect-src); a path such as "/bot-check"
 *   means the portal's own origin;
 * - `creditCardProvider` 2: Stripe's documented hosts (./vendor-hosts.ts), and `payment` for its frame;
 * - `gateway.hosts` (optional): the origins of the payment gateway, whose hosted components' architecture section 7
 *   does not show: their scripts, frames, API calls and form posts (script-, frame-, connect-src, form-action).
 * A deployment adds hosts without touching code: the build's PORTAL_GATEWAY_HOSTS (gateway) and VITE_API_BASE_URL
 * (api), the end-to-end suite's sandbox gateway.
 */

/** What index.html and 503.html carry where the nonce goes; nginx replaces it per response (sub_filter). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The part of a regional configuration entry the site needs (the file holds a list of such entries). */
export type RegionalHosts = {
  countryId: number;
  brandId: number;
  captcha?: { host?: string; scriptUrl?: string; hosts?: string[] };
  gateway?: { hosts?: string[] };
  creditCardProvider?: number;
  telemetry?: { enabled?: boolean; collectorUrl?: string };
};

export type PolicyHosts = {
  /** The bot check: reCAPTCHA's script and frames, and the verify call. */
  botCheck: VendorHosts;
  /** The card vendor's documented hosts (Stripe, card provider 2; none for provider 1). */
  cardVendor: VendorHosts;
  /** Origins of the payment gateway (its components' scripts, frames, form posts, images and API). */
  gateway: string[];
  /** Origins the portal's own API calls go to, beyond its own origin. */
  api: string[];
  /** Origins whose frames may use the Payment Request API (Permissions-Policy `payment`). */
  payment: string[];
  /** The telemetry collector (libs/telemetry): CSP reports go there, and its origin is in connect-src. */
  telemetry?: TelemetryCollector;
};

export type TelemetryCollector = { url: string; origin?: string };

/** What a deployment adds: bot-check origins (every directive), gateway origins, the API's base URL. */
export type ExtraHosts = { botCheck?: string[]; gateway?: string[]; api?: string[]; telemetry?: string };

/** The build's setting for a collector the regional file does not name (an https URL or a path of the portal). */
export const TELEMETRY_URL_ENV = 'PORTAL_TELEMETRY_URL';

const COLLECTOR_PATH = /^\/[A-Za-z0-9/_.~-]*$/;

/** A collector URL safe to write into a header: a plain path, or an http(s) origin and a plain path. */
export function telemetryCollectorOf(url: string | undefined, what: string): TelemetryCollector | undefined {
  if (!url) return undefined;
  if (url.startsWith('/')) {
    if (!COLLECTOR_PATH.test(url)) throw new Error(`${what}: "${url}" is not a plain path`);
    return { url };
  }
  const origin = originOf(url, what);
  const path = url.slice(origin?.length ?? 0) || '/';
  if (!origin || !COLLECTOR_PATH.test(path)) throw new Error(`${what}: "${url}" is not an http(s) URL with a plain path`);
  return { url: `${origin}${path}`, origin };
}

/** Any port of the loopback address: a test deployment's gateway (never accepted from a brand's configuration). */
export const LOCAL_ANY_PORT = 'http://127.0.0.1:*';

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin of a configured host: "https://x.example/path" -> "https://x.example"; a path ("/bot-check") or an
 * empty value is the portal's own origin (undefined). Anything that is not a plain http(s) origin is refused,
 * so configuration can never inject a directive or a header.
 */
export function originOf(host: string | undefined, what: string): string | undefined {
  if (!host || host.startsWith('/')) return undefined;
  // The end-to-end suite's sandboxes (one per test that needs a private one) listen on any local port.
  if (host === LOCAL_ANY_PORT) return host;
  let origin: string;
  try {
    origin = new URL(host).origin;
  } catch {
    throw new Error(`${what}: "${host}" is neither a path nor an absolute http(s) URL`);
  }
  if (!ORIGIN.test(origin)) throw new Error(`${what}: "${host}" is not an http(s) origin`);
  if (origin.startsWith('http:') && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) {
    throw new Error(`${what}: "${host}" must use https`);
  }
  return origin;
}

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/** Picks the brand's own entry of its regional configuration file (a list) and reads its hosts. */
export function policyHostsOf(
  entries: unknown,
  brand: { id: number; countryId: number; slug: string },
  extra: ExtraHosts = {},
): PolicyHosts {
  const list = Array.isArray(entries) ? (entries as RegionalHosts[]) : [];
  const own = list.find((e) => e.countryId === brand.countryId && e.brandId === brand.id);
  if (!own) throw new Error(`brands/${brand.slug}/regional-config.json has no entry for its brand`);
  const where = `brands/${brand.slug}/regional-config.json`;
  const fromFile = (host: string | undefined) => {
    if (host === LOCAL_ANY_PORT) throw new Error(`${where}: "${host}" is for test deployments only`);
    return host;
  };
  const added = (extra.botCheck ?? []).map((h) => originOf(h, 'bot-check host'));
  const widget = unique([
    originOf(fromFile(own.captcha?.scriptUrl), `${where} captcha.scriptUrl`),
    ...(own.captcha?.hosts ?? []).map((h) => originOf(fromFile(h), `${where} captcha.hosts`)),
    ...added,
  ]);
  const { hosts: cardVendor, payment } = cardVendorOf(own.creditCardProvider);
  return {
    botCheck: {
      script: widget,
      frame: widget,
      connect: unique([originOf(fromFile(own.captcha?.host), `${where} captcha.host`), ...added]),
    },
    cardVendor,
    payment,
    gateway: unique([
      ...(own.gateway?.hosts ?? []).map((h) => originOf(fromFile(h), `${where} gateway.hosts`)),
      ...(extra.gateway ?? []).map((h) => originOf(h, 'gateway host')),
    ]),
    api: unique((extra.api ?? []).map((h) => originOf(h, 'API base URL'))),
    telemetry:
      own.telemetry?.enabled === false
        ? undefined
        : (telemetryCollectorOf(own.telemetry?.collectorUrl, `${where} telemetry.collectorUrl`) ??
          telemetryCollectorOf(extra.telemetry, TELEMETRY_URL_ENV)),
  };
}

/**
 * The Content-Security-Policy. `nonce` is written as given: nginx passes `$request_id`, a fresh 128-bit value per
 * response, which sub_filter also writes into index.html's nonce attributes.
 *
 * - scripts: only those carrying the nonce, and what they load ('strict-dynamic': Vite's chunks, the bot-check
 *   widget and the hosted payment components, which the portal inserts). 'self' and the configured hosts are the
 *   fallback of browsers without 'strict-dynamic', which ignore it otherwise. No 'unsafe-inline', no 'unsafe-eval'.
 * - styles: files of our own origin and <style> elements carrying the nonce (styled-components reads it from
 *   `<meta property="csp-nonce">`); no style attributes (React's style prop goes through the CSSOM, which CSP allows).
 * - images from the portal's own origin, data: (an e-mail's inline images, small assets), blob: (objects the page made)
 *   and the gateway's origins (its components' images): no other origin, so a hostile e-mail or an injected element
 *   cannot send data out through an image; frames of blob: URLs (a PDF document).
 * - `default-src 'none'`: every fetch the portal makes is named in a directive of its own; anything else (media,
 *   workers, plug-ins) is refused.
 */
export function contentSecurityPolicy(hosts: PolicyHosts, nonce: string): string {
  const { botCheck, cardVendor, gateway } = hosts;
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...unique([...botCheck.script, ...cardVendor.script, ...gateway])]],
    ['style-src', ["'self'", `'nonce-${nonce}'`]],
    // An e-mail's sandboxed srcdoc frame inherits this policy under its own stricter one (img-src data:): the viewer
    // drops its remote images and does not offer them, as no deployment names an image host here.
    ['img-src', ["'self'", 'data:', 'blob:', ...gateway]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique([...hosts.api, ...botCheck.connect, ...cardVendor.connect, ...gateway, hosts.telemetry?.origin])]],
    // blob: frames: a policy document (PDF) shown from the bytes the API returned.
    ['frame-src', ["'self'", 'blob:', ...unique([...botCheck.frame, ...cardVendor.frame, ...gateway])]],
    ['worker-src', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...hosts.gateway]],
    ['frame-ancestors', ["'none'"]],
    // Violations to the telemetry collector: report-to (the Reporting API, Reporting-Endpoints below) and report-uri
    // for browsers without it.
    ...(hosts.telemetry
      ? ([
          ['report-uri', [hosts.telemetry.url]],
          ['report-to', [CSP_REPORT_GROUP]],
        ] as [string, string[]][])
      : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export { permissionsPolicy } from './permissions-policy.ts';

/**
 * The Reporting API endpoint the CSP's report-to names. A collector on the portal's own origin stays a path: Chromium
 * resolves a path-absolute endpoint (one leading '/') against the page's origin (net/reporting's
 * ProcessEndpointURLString), Firefox and WebKit against the response URL; Chromium keeps endpoints of https pages only.
 */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * Two years, every subdomain, and `preload`: eligible for the browsers' HSTS preload list (hstspreload.org asks at least
 * a year, includeSubDomains and preload, served by the registrable domain itself; README "Submit for HSTS preloading").
 */
const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'];
const NOSNIFF: [string, string] = ['X-Content-Type-Options', 'nosniff'];
/**
 * Only the portal's own pages may load its files (Cross-Origin-Resource-Policy): another site cannot embed its
 * scripts, images or API answers. Everything the portal embeds is its own origin's (the PDF and e-mail frames are blob:
 * and srcdoc documents of the page, the icons and manifest its files), and the vendors' frames load nothing of it.
 */
export const CORP_HEADER: [string, string] = ['Cross-Origin-Resource-Policy', 'same-origin'];

/** Every header of every response of the site's own files (pages, assets, 404, 503). */
export function securityHeaders(hosts: PolicyHosts, nonce: string): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(hosts, nonce)],
    HSTS,
    NOSNIFF,
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(hosts.payment)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    CORP_HEADER,
    ['X-Frame-Options', 'DENY'],
    ...(hosts.telemetry ? ([['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${hosts.telemetry.url}"`]] as [string, string][]) : []),
  ];
}

/**
 * The headers of the API's answers: JSON that the portal reads with fetch, never a document. The set OWASP's REST
 * Security Cheat Sheet gives for API answers (a CSP that allows nothing, framing denied, HSTS, nosniff), and CORP. The page's own
 * set governs documents only, and is about 1.2 kB: its CSP carries a fresh nonce each time, so HTTP/2 cannot index it.
 * On the dashboard's calls (up to three per policy) it cost a slow connection more than the answers themselves.
 */
export const API_SECURITY_HEADERS: readonly [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  HSTS,
  NOSNIFF,
  CORP_HEADER,
  ['X-Frame-Options', 'DENY'],
];
