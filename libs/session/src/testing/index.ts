// @portal/session/testing: the session's seams for test kits (@portal/testing) and its own tests: seeding and
// emptying its stores, its query client and where it sends a customer off the portal. Nothing here imports the
// sandbox or a test runner (stories use it too).
export { seedSession } from './seed-session';
export { signedInState } from './story-setup';
export { resetSessionStores } from '../store/end-session';
export { pageExit, SERVICE_UNAVAILABLE_PAGE } from '../api/handle-api-error';
export { useSessionStore, clearSession } from '../store/session-store';
export { createSessionQueryClient } from '../signed-in/create-session-query-client';
export type { SessionQueryClientOptions } from '../signed-in/create-session-query-client';
export { useSessionTranslation } from '../use-session-translation';
