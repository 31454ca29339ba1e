import type { StorybookConfig } from '@storybook/react-vite';
import { sandboxBrowserScripts } from '@portal/sandbox-api/vite-plugin';
import { noTestTooling } from './no-test-tooling';

/** One workspace Storybook: every lib's stories, the brand switcher (preview.tsx) and the a11y addon. */
const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ serves MSW's worker script (the sandbox API in the browser, preview.tsx).
  staticDirs: ['./public'],
  // The preview frame names the build's own icon, so the browser never asks for a missing /favicon.ico (a 404).
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg">`,
  // The sandbox in the MSW worker serves its browser scripts (the gateway's components, Stripe.js, reCAPTCHA), bundled
  // here; the vendors' frames, which the worker cannot serve (navigations), are served and built by the same plugin.
  // No story loads test tooling (no-test-tooling.ts).
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), sandboxBrowserScripts(), noTestTooling()] }),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No onboarding checklist in the sidebar or the menu: this Storybook is a review tool, not a first project.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
};

/** @public Storybook loads this file by name and reads its default export. */
export default config;
