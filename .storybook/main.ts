import type { StorybookConfig } from '@storybook/react-vite';

/** One workspace Storybook: every lib's stories, the brand switcher (preview.tsx) and the a11y addon. */
const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
