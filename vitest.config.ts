import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace: DOM tests for the libs and brands, Node tests for the API layer and tools.
const nodeTests = ['libs/core-api/**/*.test.ts', 'tools/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['libs/**/*.test.{ts,tsx}', 'brands/**/*.test.{ts,tsx}'],
          exclude: [...nodeTests, '**/node_modules/**'],
          setupFiles: ['tools/test-setup/dom-setup.ts'],
        },
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
