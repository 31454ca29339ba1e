/** Ports of the end-to-end run (kept clear of `npm start`'s 4010 and 4200). */
export const E2E_SANDBOX_PORT = 4110;
export const E2E_SLUGS = ['wattlebird', 'ironbark', 'saltbush', 'kowhai', 'pohutukawa', 'tamarack'] as const;
export const artifactPort = (slug: string) => 4301 + E2E_SLUGS.indexOf(slug as (typeof E2E_SLUGS)[number]);
/** The built Storybook (dist/storybook), served statically for the axe run over every story. */
export const STORYBOOK_PORT = 4120;
