import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brandBySlug } from '@portal/brand-registry';
import { buildPaintFloor } from './bench-floors';
import { selfSigned, startLocalNginx } from '@portal/dev-server';
import { SANDBOX_TELEMETRY } from '@portal/vite-config';

/** Where `npm run bench` (bench.ts) serves what it measures. */
export const SANDBOX_PORT = 4610; // artifacts on 4611+ (clear of e2e's 4110, 4301-4310 and npm start's 4010, 4200)
/** The same artifacts with their configuration edited after the build, on 4631+. */
export const EDITED_PORT = 4631;
/**
 * The same artifacts with session monitoring on as section 9 deploys it (every session, every replay) on 4661+, the
 * records going to the sandbox's collector on the portal's own origin: measured in turns with the artifact as built
 * (telemetry off), so the cost of monitoring is a ratio of one run.
 */
export const MONITORED_PORT = 4661;
/** Section 9's monitoring: every session sampled, every one replayed (libs/telemetry; the sandbox's collector). */
const MONITORING = { ...SANDBOX_TELEMETRY, sessionSampleRate: 1, replaySampleRate: 1 };
/** The script floor on 4650, each brand's paint floor on 4651+; built into dist/bench-floor. */
export const FLOOR_PORT = 4650;
export const floorDir = resolve(import.meta.dirname, '../../../dist/bench-floor');
/**
 * What operations might change without a rebuild: e-mail login switched the other way, the flag that shapes the
 * login form. The prerendered screen no longer matches, so the portal renders the served configuration afresh instead
 * of hydrating (libs/shell mount-portal.ts); page-budgets.ts's EDITED_CONFIG_BUDGETS hold.
 */
const editedFlags = (slug: string) => ({ emailAuthFeature: !brandBySlug(slug).regional.featureFlag.emailAuthFeature });
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;

/** A phone's network (Lighthouse mobile's 1.6 Mbit/s), in bytes per second: serveLikeProduction's pace. */
export const PHONE_BYTES_PER_SECOND = 200_000;

/**
 * The artifacts as production serves them: Debian's nginx with the brand's server block (gzip and the precompressed
 * .gz files, the CSP), over TLS and HTTP/2. Lighthouse simulates from the bytes and connections it sees: plain
 * HTTP/1.1 without compression puts the login page's LCP near 4 s instead of 2 s.
 *
 * Bodies leave at a phone's pace (Lighthouse's mobile 1.6 Mbit/s), so the load Lighthouse observes happens in a
 * phone's order: the login HTML is painted before the 160 kB start script has arrived. Lighthouse's simulation keeps
 * the observed order: on loopback the script sometimes arrived and ran before the first paint, and the simulated FCP and
 * LCP then waited for its whole download (the same build, the same <p>: 0.80 s or 1.71-1.76 s; pohutukawa 2 runs of
 * 3, ironbark 2 of 3 in another bench), a verdict that flipped between runs (issue 37).
 */
export async function serveLikeProduction(dist: string, slugs: string[], scriptFloor: string) {
  const prefix = resolve(import.meta.dirname, '../../../test-results/bench-nginx');
  const { key, cert } = selfSigned();
  const tlsDir = resolve(prefix, '../bench-tls');
  mkdirSync(tlsDir, { recursive: true });
  const tls = { certificate: resolve(tlsDir, 'cert.pem'), key: resolve(tlsDir, 'key.pem') };
  writeFileSync(tls.certificate, cert);
  writeFileSync(tls.key, key);
  return startLocalNginx({
    prefix,
    sandboxUrl,
    sites: [
      ...slugs.flatMap((slug, i) => [
        { slug, port: SANDBOX_PORT + 1 + i, tls, root: resolve(dist, slug) },
        { slug, port: EDITED_PORT + i, tls, root: resolve(dist, slug), featureFlags: editedFlags(slug) },
        { slug, port: MONITORED_PORT + i, tls, root: resolve(dist, slug), telemetry: MONITORING },
        { slug, port: FLOOR_PORT + 1 + i, tls, root: buildPaintFloor(resolve(dist, slug), resolve(floorDir, 'paint', slug)) },
      ]),
      // The script floor, behind the first brand's server block (its CSP; the page uses nothing the brands differ in).
      ...slugs.slice(0, 1).map((slug) => ({ slug, port: FLOOR_PORT, tls, root: scriptFloor })),
    ],
    limitRate: PHONE_BYTES_PER_SECOND,
  });
}
