import { realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The unit tests that sit next to the logic files stryker.config.json mutates (`npm run mutation`): the whole suite
// would rerun every page test for each mutant. Same environments as vitest.config.ts.
const root = import.meta.dirname;

// Stryker runs in a copy of the repository (reports/stryker-tmp/sandbox-*) whose node_modules is a link to the real one, so
// '@portal/session' would load the original lib next to the mutated copy: two session stores, and a mutant a test
// reaches through a package name would never run. This maps the workspace packages back into the copy (a no-op when
// run from the repository itself).
const realRoot = dirname(realpathSync(join(root, 'node_modules')));
const workspacePackagesInCopy = (): Plugin => ({
  name: 'workspace-packages-in-copy',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (realRoot === root || !source.startsWith('@portal/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || resolved.id.startsWith(`${root}/`) || !resolved.id.startsWith(`${realRoot}/`)) return resolved;
    return { ...resolved, id: join(root, relative(realRoot, resolved.id)) };
  },
});

const domTests = [
  'libs/session/src/store/*.test.{ts,tsx}',
  'libs/session/src/api/query-retry.test.ts',
  'libs/paynow/src/selection/*.test.ts',
  'libs/policy-data/src/load-outstanding-payments.test.ts',
  'libs/paynow/src/result/finalise-once.test.ts',
  'libs/contacts/src/edit/contact-rules.test.ts',
  'libs/contacts/src/edit/contact-form-values.test.ts',
  'libs/documents/src/data/*.test.ts',
  'libs/i18n/src/format/*.test.{ts,tsx}',
];

export default defineConfig({
  plugins: [workspacePackagesInCopy()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: domTests, setupFiles: ['tools/test-setup/dom-setup.ts'] },
      },
      { extends: true, test: { name: 'node', environment: 'node', include: ['libs/core-api/src/**/*.test.ts'] } },
    ],
  },
});
