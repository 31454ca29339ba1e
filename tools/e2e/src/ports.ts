import { registeredBrands } from '@portal/brand-registry';
import { personas } from '@portal/sandbox-api';

/** Ports of the end-to-end run (kept clear of `npm start`'s 4010 and 4200). */
export const E2E_SANDBOX_PORT = 4110;
/**
 * The e2e sandbox's settings (Playwright's web server and the engine journeys'): the resend test moves the browser
 * clock past the 30-second countdown, so the sandbox's own wait is off here (its unit tests cover the 429); its
 * payloads name the vendors' own hosts (vendors.ts).
 */
export const E2E_SANDBOX_ENV = {
  SANDBOX_PORT: String(E2E_SANDBOX_PORT),
  SANDBOX_QUIET: '1',
  SANDBOX_RESEND_WAIT_MS: '0',
  SANDBOX_VENDOR_HOSTS: '1',
} as const;
/** The TLS front answering for the vendors' host names (js.stripe.com, www.google.com, …; vendors.ts). */
export const E2E_VENDOR_PORT = 4130;
/** Registered brands split by whether the sandbox can log anyone in to them (an unlocked persona of their brand id). */
export function splitByPersonas(brands: readonly { slug: string; id: number }[], logins: readonly { brandId: number; locked: boolean }[]) {
  const served = (id: number) => logins.some((p) => p.brandId === id && !p.locked);
  return {
    served: brands.filter((b) => served(b.id)).map((b) => b.slug),
    unserved: brands.filter((b) => !served(b.id)).map((b) => b.slug),
  };
}
const split = splitByPersonas(
  registeredBrands.map((b) => b.brand),
  personas,
);
/**
 * The brands the suite serves and tests: every registered brand (the registry, so a generated seventh brand joins)
 * the sandbox has personas for, in registry order.
 */
export const E2E_SLUGS: readonly string[] = split.served;
/** Registered brands left out for want of sandbox personas: the suite names them when it starts (matrix.ts). */
export const UNSERVED_SLUGS: readonly string[] = split.unserved;
export const artifactPort = (slug: string): number => {
  const index = E2E_SLUGS.indexOf(slug);
  if (index < 0) throw new Error(`${slug} is not served by the e2e run (registered with sandbox personas: ${E2E_SLUGS.join(', ')})`);
  return 4301 + index;
};
/**
 * kowhai's artifact once more, its configResponse.json edited after the build to switch e-mail login on (the build
 * has it off): what operations do without a rebuild (served-config.spec.ts).
 */
export const EDITED_CONFIG_SITE = { slug: 'kowhai', port: 4310, featureFlags: { emailAuthFeature: true } } as const;
if (4301 + E2E_SLUGS.length > EDITED_CONFIG_SITE.port) throw new Error(`${E2E_SLUGS.length} brands overrun the artifact ports 4301-4309`);
/**
 * One brand per country once more, replays on in the served telemetry settings (the suite's other sites keep them
 * off: a replay records every change of every page): the session-monitoring journeys (session-monitoring.spec.ts).
 */
export const REPLAY_SITES = [
  { slug: 'wattlebird', port: 4311 },
  { slug: 'kowhai', port: 4312 },
  { slug: 'tamarack', port: 4313 },
].map((site) => ({ ...site, telemetry: { replaySampleRate: 1 } }));
/** The built Storybook (dist/storybook), served statically for the axe run over every story. */
export const STORYBOOK_PORT = 4120;
