import type { RegionalConfig } from '@portal/config';

/**
 * Set on #root by the build (tools/vite-config prerender.ts): the fingerprint of the regional configuration the login
 * screen in index.html was prerendered from. startPortal compares it with the served configResponse.json's.
 */
export const CONFIG_FINGERPRINT_ATTRIBUTE = 'data-prerendered-config';

/**
 * What is fingerprinted: the validated entry (as selectRegionalConfig gives it, defaults filled in, at build time and
 * in the browser alike) without the deployment settings `captcha`, `gateway`, `api` and `telemetry`. Those are laid over the served
 * file where it is deployed (reCAPTCHA's stand-in and the gateway's components in development and the end-to-end
 * suite, a deployment's own hosts) and no screen's markup shows them (the bot-check widget is mounted after the date
 * of birth, never in the first state). Everything else counts: flags, wording, patterns, lengths and the region's
 * settings. An exclusion list rather than a list of what the login screen reads today: should the screen come to
 * read another key, the fingerprint already covers it (at worst an edit that changes nothing visible renders on the
 * client once; a key it missed would break hydration).
 */
const DEPLOYMENT_SETTINGS: readonly string[] = ['captcha', 'gateway', 'api', 'telemetry'];

/** JSON with every object's keys sorted, so that the key order of a file (or of a parser) changes nothing. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash (not cryptographic: it tells two configurations apart, it guards nothing). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The fingerprint of what the login screen is rendered from; the build and the browser call this same function. */
export function configFingerprint(regional: RegionalConfig): string {
  const rendered = Object.fromEntries(Object.entries(regional).filter(([key]) => !DEPLOYMENT_SETTINGS.includes(key)));
  return hash53(canonical(rendered));
}
