import type { Plugin } from 'vite';

const TEST_TOOLING = /^(vitest|@vitest\/|@testing-library\/)/;

/**
 * Stories never load test tooling: vitest's `expect` set up outside a test run throws at import, which leaves every
 * story of `storybook dev` blank while the static build still looks fine. This fails both the moment a story or the
 * preview reaches it (usually through a lib's ./testing entry instead of its ./stories entry).
 */
export function noTestTooling(): Plugin {
  return {
    name: 'no-test-tooling',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!TEST_TOOLING.test(source) || importer?.includes('/node_modules/')) return null;
      this.error(`${importer ?? 'A story'} imports ${source}: stories import a lib's ./stories entry, never test tooling.`);
    },
  };
}
