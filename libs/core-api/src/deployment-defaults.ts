import { apiPaths } from './paths.ts';

/**
 * What section 7 does not show, made deployment settings (the regional configuration's `api`, libs/config) with our
 * choices as the defaults. README.md lists every guess that is left and the setting that overrides it.
 */

/** The Request-Source header: section 7 says "customer portal web value" without the literal. */
export const DEFAULT_REQUEST_SOURCE = 'CustomerPortalWeb';

/** The session keep-alive call: section 7 shows neither its method nor its path. */
export type KeepAliveCall = { method: 'GET' | 'POST'; path: string };
export const DEFAULT_KEEP_ALIVE: KeepAliveCall = { method: 'POST', path: apiPaths.refreshToken };
