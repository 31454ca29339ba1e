// Test helpers for the libs' component tests: the portal's providers, sessions, and the sandbox hosted in MSW.
export { renderWithPortal, createTestQueryClient, LocationDisplay } from './render-with-portal';
export type { RenderWithPortalOptions, RenderWithPortalResult } from './render-with-portal';
export { setupSandboxServer } from './sandbox-server';
export type { SandboxServer } from './sandbox-server';
export { signInForTest, seedSession, TEST_SESSION } from './sign-in-for-test';
export { installDialogPolyfill } from '@portal/ui-kit/testing';
export { testBrand, testRegionalConfig } from '@portal/config/testing';
