/**
 * Where a signed-in session is kept: this tab's sessionStorage under this key (never localStorage, a cookie or the
 * URL). A narrow entry (@portal/session/storage-key) so that tooling Node runs unbundled (the e2e suite) names it too.
 */
export const SESSION_STORAGE_KEY = 'portal:session';
