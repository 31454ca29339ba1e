// Flat config. The module-boundary matrix of docs/architecture.md, Layers, written out in full (never "*").
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { portalRules } from './tools/lint-rules/portal-rules.mjs';

// type:telemetry (libs/telemetry) is a leaf beside data and ui: session reports API failures through it, so it cannot be a
// type:session sibling; it imports nothing of ours.
// type:gateway (libs/gateway) is the payment gateway's plumbing (script loader, hosted-component watch, settings schema):
// a leaf that imports nothing of ours; config's regional schema takes its settings schema, and features their adapters.
// type:i18n (libs/i18n) is wording and formats (the i18n instance, the shared phrases, typed keys, dates and money, the
// page title slot): below config, which takes its types and formats from it; it imports ui-kit and core-api only.
const base = ['type:config', 'type:i18n', 'type:gateway', 'type:ui', 'type:data', 'type:telemetry'];

const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:shell', 'type:brand'] },
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:feature', 'type:policy-data', 'type:session', ...base] },
  { sourceTag: 'feature:auth', onlyDependOnLibsWithTags: ['type:session', ...base] },
  { sourceTag: 'feature:policies', onlyDependOnLibsWithTags: ['type:policy-data', 'type:session', ...base] },
  { sourceTag: 'feature:contacts', onlyDependOnLibsWithTags: ['type:session', ...base] },
  { sourceTag: 'feature:paynow', onlyDependOnLibsWithTags: ['type:policy-data', 'type:session', ...base] },
  { sourceTag: 'feature:payment-update', onlyDependOnLibsWithTags: ['type:policy-data', 'type:session', ...base] },
  { sourceTag: 'feature:documents', onlyDependOnLibsWithTags: ['type:policy-data', 'type:session', ...base] },
  // The policy data layer (libs/policy-data), shared by the policy features: session, config, i18n and core-api, no views.
  { sourceTag: 'type:policy-data', onlyDependOnLibsWithTags: ['type:session', 'type:config', 'type:i18n', 'type:data'] },
  { sourceTag: 'type:session', onlyDependOnLibsWithTags: base },
  { sourceTag: 'type:config', onlyDependOnLibsWithTags: ['type:i18n', 'type:gateway', 'type:ui', 'type:data'] },
  { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:ui', 'type:data'] },
  { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:none'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:none'] },
  { sourceTag: 'type:telemetry', onlyDependOnLibsWithTags: ['type:none'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:none'] },
  { sourceTag: 'type:brand', onlyDependOnLibsWithTags: ['type:ui', 'type:config', 'type:i18n'] },
  {
    sourceTag: 'type:tooling',
    onlyDependOnLibsWithTags: [
      'type:shell',
      'type:feature',
      'type:policy-data',
      'type:session',
      ...base,
      'type:brand',
      'type:tooling',
      'type:testing',
    ],
  },
  // The test kit (libs/testing): the portal's providers around a router, sessions, the fault matrix. It composes the
  // layers a feature may import and the sandbox; only tests, stories and testing/ folders may import it (below).
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:session', ...base, 'type:tooling'] },
];

/** Never a package's src/ or dist/: its public face (exports) only. */
const deepImport = {
  regex: '^@portal/[^/]+/(src|dist)(/.*)?$',
  message: "Import a package's public face (its exports), never its src/ or dist/.",
};

/** Test-only code: what a production file may never import (docs/architecture.md, Layers). */
const testOnlyImports = [
  {
    regex: '^@portal/[^/]+/(testing|stories)$',
    message: 'Production code never imports a ./testing or ./stories entry (tests, stories and testing/ folders may).',
  },
  { regex: '^@portal/testing(/.*)?$', message: 'Production code never imports the test kit (tests, stories and testing/ folders may).' },
  { regex: '^@portal/sandbox-api(/.*)?$', message: 'Production code never imports the sandbox (tests, stories and testing/ folders may).' },
  { regex: '^(msw|vitest|@testing-library/[^/]+)(/.*)?$', message: 'Production code never imports test tooling.' },
  { regex: '(^|/)testing(/|$)', message: 'Production code never imports a testing/ folder.' },
];

// The kit renders session's providers and session's own tests render through the kit: an edge back made by test
// files only (production session imports nothing of the kit, and the tests/stories rule below is the only way in).
const ignoredCircularDependencies = [['session', 'testing']];

const boundaries = (constraints) => ({
  '@nx/enforce-module-boundaries': [
    'error',
    { enforceBuildableLibDependency: false, allow: [], depConstraints: constraints, ignoredCircularDependencies },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
      // Stryker's copy of the repo and its reports (npm run mutation).
      'reports/**',
      '**/*.timestamp-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { '@nx': nx, 'react-hooks': reactHooks, portal: portalRules } },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: {
      ...boundaries(depConstraints),
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [deepImport] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Production files of the libs, apps and brands: no test helpers, test tooling or sandbox.
    files: ['libs/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'brands/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport, ...testOnlyImports] }] },
  },
  {
    // Colours are theme tokens; literals live in ui-kit's theme/ and in brands/ only.
    files: ['libs/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: ['libs/ui-kit/src/theme/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'portal/no-colour-literal': 'error' },
  },
  {
    // Each lib reaches its own wording through its own hook (use-<lib>-translation.ts); i18n's use-lib-wording.ts, which
    // those hooks call to add their wording, reads the instance too.
    files: ['libs/**/*.{ts,tsx}'],
    rules: { 'portal/own-translation-hook': ['error', { allow: ['use-lib-wording.ts'] }] },
  },
  {
    // Configured HTML is rendered by ui-kit's SafeHtml only.
    files: ['**/*.tsx'],
    ignores: ['libs/ui-kit/src/safe-html/safe-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render configured HTML through SafeHtml (ui-kit), which sanitises it.',
        },
      ],
    },
  },
  {
    // A brand app's vite.config.ts runs in Node at build time. Vite bundles a config's relative imports but
    // leaves package imports external, and Node cannot load our TypeScript sources; so this one file reaches
    // its brand and the shared factory (tools/vite-config) by relative path. The graph edges still exist
    // through the app's src/main.tsx (brand) and nx.json's sharedGlobals (factory).
    files: ['apps/*/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Tests and stories may use tooling (the sandbox's fixtures and MSW handlers, test helpers).
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**/*.{ts,tsx}'],
    rules: boundaries(
      depConstraints.map((c) =>
        c.sourceTag === 'type:tooling'
          ? c
          : { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:tooling', 'type:testing'] },
      ),
    ),
  },
  {
    // Brands take only types from config, i18n and ui-kit.
    files: ['brands/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@portal/config', allowTypeImports: true, message: 'A brand imports types only from config.' },
            { name: '@portal/i18n', allowTypeImports: true, message: 'A brand imports types only from i18n.' },
            { name: '@portal/ui-kit', allowTypeImports: true, message: 'A brand imports types only from ui-kit.' },
          ],
        },
      ],
    },
  },
  {
    // Tooling that Node runs without a bundler (tsx scripts, the sandbox, Playwright specs) cannot load a lib index
    // holding React views (styled-components' CommonJS build has no callable default there): values come from a
    // narrow entry such as @portal/config/languages, @portal/config/regional or @portal/i18n/language; types are fine.
    files: ['tools/**/*.{ts,mts}'],
    ignores: ['**/*.test.{ts,tsx}', 'tools/test-setup/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            'config',
            'i18n',
            'gateway',
            'ui-kit',
            'session',
            'auth',
            'policies',
            'policy-data',
            'paynow',
            'payment-update',
            'contacts',
            'documents',
            'shell',
          ].map((lib) => ({
            name: `@portal/${lib}`,
            allowTypeImports: true,
            message: 'Node loads tooling unbundled: import values from a narrow entry, not a lib index with React views.',
          })),
        },
      ],
    },
  },
  {
    files: ['tools/**/*.{ts,mts,mjs}', '**/*.test.{ts,tsx}', '.storybook/**/*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Playwright fixtures: `use` is Playwright's, not React's; `{}` is its "no dependencies" pattern.
    files: ['tools/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
