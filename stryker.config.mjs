/**
 * `npm run mutation` (issue #30): StrykerJS mutates the logic files below and runs the unit tests next to them
 * (vitest.mutation.config.ts) against each mutant. Components are left out: their tests are the slow DOM ones, and
 * what they decide lives in these files. Incremental: a rerun tests only the mutants of changed code or tests (the
 * state is kept under reports/, ignored by git). Under 80 % the run fails.
 */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  // related (the default): a mutant runs only the test files that import its file, also for a mutant of code that runs when
  // the module loads (which per-test coverage cannot attribute), instead of every test file.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // A mutant of code that runs when a module loads (a top-level regex, schema or constant, an exported arrow function
  // replaced whole) needs every related test file reloaded: 208 of the 1306 mutants, 88 % of the time (over an hour on
  // two cores). Stryker reports them as ignored, outside the score; set it to false here to test them. A test that loads
  // the module inside the test has them counted and tested (session-timing.test.ts).
  ignoreStatic: true,
  mutate: [
    'libs/core-api/src/normalise/*.ts',
    'libs/core-api/src/endpoints/*.ts',
    'libs/session/src/store/*.ts',
    'libs/session/src/api/query-retry.ts',
    'libs/paynow/src/selection/selection-rules.ts',
    'libs/policy-data/src/load-outstanding-payments.ts',
    'libs/paynow/src/selection/selection-store.ts',
    'libs/paynow/src/result/finalise-once.ts',
    'libs/contacts/src/edit/contact-rules.ts',
    'libs/contacts/src/edit/contact-form-values.ts',
    'libs/documents/src/data/document-entry.ts',
    'libs/documents/src/data/document-sort.ts',
    'libs/i18n/src/format/dates.ts',
    'libs/i18n/src/format/money.ts',
    'libs/i18n/src/format/display-language.ts',
    '!**/*.test.{ts,tsx}',
  ],
  // Stryker works in a copy of the repository; build output and reports need not be copied.
  ignorePatterns: ['dist', 'test-results', 'reports', '.nx', 'storybook-static', 'playwright-report', 'coverage'],
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: 'reports/stryker-tmp',
  // Two cores, shared: one vitest per core.
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // The console shows the surviving mutants and the score of each file, not the list of every test.
  clearTextReporter: { reportTests: false },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
};
