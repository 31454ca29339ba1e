// Public face of @portal/auth: login, one-time code, session, route guards, session timeout.
export { authWording } from './auth-wording';
export { authRoutes } from './routes/auth-routes';
export { RequireSession } from './routes/require-session';
export { signedInRoutes } from './routes/signed-in-routes';
export type { LoginRedirectState } from './routes/require-session';
export { RedirectIfSignedIn } from './routes/redirect-if-signed-in';
export { ApiClientProvider, useApiClient, REQUEST_SOURCE } from './api/api-client-provider';
export type { ApiClientProviderProps } from './api/api-client-provider';
export { useSession } from './session/session-store';
export type { Session, SessionEndReason } from './session/session-store';
export { endSession, registerSessionReset } from './session/end-session';
export { createSessionQueryClient } from './session/create-session-query-client';
export { handleApiError, SERVICE_UNAVAILABLE_PAGE } from './session/handle-api-error';
export { useCustomerDetail, customerDetailQueryKey } from './customer/use-customer-detail';
export { useFeatureList } from './customer/use-feature-list';
export { SessionNav } from './session/session-nav';
export { KEEP_ALIVE_INTERVAL_MS, EXPIRY_WARNING_MS } from './session/session-timing';
