// Public face of @portal/auth: what a signed-out visitor sees (login, one-time code, bot check, logout) and the
// route guards. The session itself (store, API client, customer detail, upkeep) is @portal/session's.
export { authWording } from './auth-wording';
export { authRoutes } from './routes/auth-routes';
export { discoverSignedInRoutes } from './routes/signed-in-discovery';
