// Public face of @portal/auth: what a signed-out visitor sees (login, one-time code, bot check, logout) and the
// route guards. The session itself (store, API client, customer detail, upkeep) is @portal/session's.
export { authWording } from './auth-wording';
export { authRoutes } from './routes/auth-routes';
export { RequireSession } from './routes/require-session';
export { signedInRoutes } from './routes/signed-in-routes';
export type { LoginRedirectState } from './routes/require-session';
export { RedirectIfSignedIn } from './routes/redirect-if-signed-in';
export { discoverSignedInRoutes } from './routes/signed-in-discovery';
export type { SignedInDiscovery } from './routes/signed-in-discovery';
