/**
 * Where a signed-in session is kept: this tab's sessionStorage under this key (never localStorage, a cookie or the
 * URL). A narrow entry (@portal/session/storage-key) so that tooling Node runs unbundled (the e2e suite) names it too.
 */
export const SESSION_STORAGE_KEY = 'portal:session';

/**
 * Why this tab's last session ended, when the login page says so ('timeout', 'unauthorized', 'locked'): kept beside
 * the session so that a reload still says why, also when a 401 lands in the page just as it reloads (issue 45). Only
 * the reason, never the token.
 */
export const SESSION_END_STORAGE_KEY = 'portal:session-ended';
