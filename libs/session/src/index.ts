// Public face of @portal/session: the signed-in session every feature shares.
export { sessionWording } from './session-wording';
export { ApiClientProvider, useApiClient } from './api/api-client-provider';
export { useCommand } from './api/use-command';
export { handleApiError } from './api/handle-api-error';
export { sectionEightRoute } from './api/section-eight';
export { useOnline } from './api/use-online';
export { useSession, useSessionEndReason, setCustomerLoginId, storeToken, currentToken, SESSION_STORAGE_KEY } from './store/session-store';
export { endSession, registerSessionReset } from './store/end-session';
export { startTabSync } from './store/tab-sync';
export { useCustomerDetail, customerDetailQueryKey } from './customer/use-customer-detail';
export { useFeatureList } from './customer/use-feature-list';
export { signedInArea, startSessionData } from './signed-in/lazy-signed-in-area';
export { SessionNav } from './nav/session-nav';
export { SessionEndNotice } from './signed-out/session-end-notice';
export { portalPaths, routePatterns } from './paths/portal-paths';
