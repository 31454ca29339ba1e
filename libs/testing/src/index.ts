// @portal/testing: the portal's test kit (test files, stories and testing/ folders only; lint refuses it elsewhere):
// the portal's providers around a memory router, sessions to start from (seeded, or signed in against the sandbox),
// the session's shape in small. Stories use ./stories; the fault matrix and its cells have entries of their own.
export { renderWithPortal, LocationDisplay } from './render-with-portal';
export type { RenderWithPortalOptions, RenderWithPortalResult } from './render-with-portal';
export { signInForTest } from './sign-in-for-test';
export { sessionTestRoutes } from './session-test-routes';
export { seedSession, useSessionStore, clearSession } from '@portal/session/testing';
