import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { PHONE_TAG } from './src/matrix';
import { E2E_SANDBOX_ENV, E2E_SANDBOX_PORT, STORYBOOK_PORT, artifactPort } from './src/ports';
import { QUIET_CHROMIUM_ARGS, chromiumPath } from '@portal/dev-server';
import { VENDOR_BROWSER_ARGS } from './src/vendors';

/**
 * One project per viewport (desktop; phone runs the tests tagged @phone), against the built artifacts (npm run build
 * first) served as in production, with the sandbox API behind /api. Specs generate their tests per brand
 * (src/matrix.ts), so `--grep <slug>` runs one brand. Debian's Chromium; Playwright never downloads a browser.
 */
/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium 156 build without the browser's UI
 * layers; what Playwright itself runs headless) when installed: the suite runs about a quarter faster on two cores
 * than under the full browser's headless mode. Debian's full Chromium otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath()),
  args: [
    '--headless',
    ...QUIET_CHROMIUM_ARGS,
    '--disable-quic',
    // Stripe, reCAPTCHA and the payment gateway under their own host names, through the local TLS front (vendors.ts).
    ...VENDOR_BROWSER_ARGS,
  ],
};

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' as const },
};

/** The axe run over the built Storybook: its own project (no brand artifact, no viewport of the matrix). */
const storybookSpecs = ['stories-axe.spec.ts'];

/** `--project=storybook` alone needs only the static Storybook: no brand artifact, no sandbox server. */
const cliProjects = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [all[i + 1] ?? ''] : [],
);
const onlyStorybook = cliProjects.length > 0 && cliProjects.every((name) => name === 'storybook');

export default defineConfig({
  testDir: './src',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never', outputFolder: '../../test-results/e2e-report' }]] : 'list',
  // A failed test keeps a screenshot and Playwright's error context (the page's accessibility tree at the failure).
  // E2E_TRACE=1 also records a trace of every test (DOM snapshots and network; kept for a failure): recording costs
  // every passing test too, 8 to 20 % of the suite's time on the 2-core machine, so npm test records none.
  use: {
    launchOptions: chromium,
    trace: process.env['E2E_TRACE'] ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: storybookSpecs,
      metadata: { viewport: 'desktop' },
      use: { ...viewports.desktop, launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: storybookSpecs,
      grep: new RegExp(PHONE_TAG),
      metadata: { viewport: 'phone' },
      use: { ...viewports.phone, launchOptions: chromium },
    },
    {
      name: 'storybook',
      testMatch: storybookSpecs,
      metadata: { viewport: 'desktop' },
      use: { ...viewports.desktop, launchOptions: chromium },
    },
  ],
  webServer: [
    ...(onlyStorybook ? [] : brandServers()),
    {
      command: 'npx tsx tools/e2e/src/serve-storybook.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${STORYBOOK_PORT}/__static-server`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  ],
});

/** The sandbox API and every brand's built artifact behind nginx (serve-all.ts), which is also the vendors' TLS front. */
function brandServers() {
  return [
    {
      command: 'npx tsx tools/sandbox-api/src/node-server.ts',
      cwd: '../..',
      env: E2E_SANDBOX_ENV,
      url: `http://127.0.0.1:${E2E_SANDBOX_PORT}/__sandbox`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      command: 'npx tsx tools/e2e/src/serve-all.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${artifactPort('tamarack')}/configResponse.json`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  ];
}
