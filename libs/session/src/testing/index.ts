// The session lib's own test helpers: the portal's providers around a memory router, and sessions to start from.
// Stories use ./stories (stories.ts), which loads no test tooling.
export { renderWithPortal, LocationDisplay } from './render-with-portal';
export type { RenderWithPortalOptions, RenderWithPortalResult } from './render-with-portal';
export { signInForTest, seedSession } from './seed-session';
export { resetSessionStores } from '../store/end-session';
export { pageExit } from '../api/handle-api-error';
export { useSessionStore, clearSession } from '../store/session-store';
export { sessionTestRoutes } from './session-test-routes';
