import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace: DOM tests for the libs and brands, Node tests for the API layer and tools.
const nodeTests = ['libs/core-api/**/*.test.ts', 'tools/**/*.test.ts'];
// DOM test files share their worker (isolate: false: jsdom, the set-up and the libraries load once per worker, not once
// per file: the DOM tests take about a third of the time). tools/test-setup/dom-setup.ts clears what a test leaves
// behind. A file that mocks a module (vi.mock) needs a module registry of its own, so it runs isolated.
const isolatedDomTests = [
  'libs/auth/src/routes/signed-in-discovery.test.tsx',
  // Both stand in for @portal/telemetry's reportEvent (vi.mock) to see section 8's monitoring messages leave through it.
  'libs/payment-update/src/update/payment-form-load-failures.test.tsx',
  'libs/payment-update/src/update/update-payment-page.test.tsx',
  // Each replaces an Intl constructor before its module loads, to count what loading it makes.
  'libs/i18n/src/format/dates-first-use.test.ts',
  'libs/i18n/src/format/money-first-use.test.ts',
  'libs/i18n/src/format/prepare-formats.test.ts',
];
const domTests = { include: ['libs/**/*.test.{ts,tsx}', 'brands/**/*.test.{ts,tsx}'], setupFiles: ['tools/test-setup/dom-setup.ts'] };

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores, so a 2-core machine ran every file in one worker.
    maxWorkers: 2,
    // The DOM tests sign in to the sandbox and render whole pages: on a busy 2-core machine one can pass 5 s (vitest's
    // default) without anything being wrong. A limit, not a wait: a test still ends as soon as it is done.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          ...domTests,
          name: 'dom',
          environment: 'jsdom',
          exclude: [...nodeTests, ...isolatedDomTests, '**/node_modules/**'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...domTests, name: 'dom-isolated', environment: 'jsdom', include: isolatedDomTests },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: nodeTests,
          exclude: ['tools/e2e/**', '**/node_modules/**'],
        },
      },
    ],
  },
});
