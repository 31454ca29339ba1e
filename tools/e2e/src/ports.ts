/** Ports of the end-to-end run (kept clear of `npm start`'s 4010 and 4200). */
export const E2E_SANDBOX_PORT = 4110;
/** The TLS front answering for the vendors' host names (js.stripe.com, www.google.com, …; vendors.ts). */
export const E2E_VENDOR_PORT = 4130;
export const E2E_SLUGS = ['wattlebird', 'ironbark', 'saltbush', 'kowhai', 'pohutukawa', 'tamarack'] as const;
export const artifactPort = (slug: string) => 4301 + E2E_SLUGS.indexOf(slug as (typeof E2E_SLUGS)[number]);
/**
 * kowhai's artifact once more, its configResponse.json edited after the build to switch e-mail login on (the build
 * has it off): what operations do without a rebuild (served-config.spec.ts).
 */
export const EDITED_CONFIG_SITE = { slug: 'kowhai', port: 4310, featureFlags: { emailAuthFeature: true } } as const;
/** The built Storybook (dist/storybook), served statically for the axe run over every story. */
export const STORYBOOK_PORT = 4120;
