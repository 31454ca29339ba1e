import { isAbortError, isApiError } from '@portal/core-api';

/** Where section 8 sends a failed call before the screen sees it. */
export type SectionEightRoute = 'end-session' | 'locked' | 'unavailable-page' | 'screen' | 'ignore';

/**
 * Section 8's global part, for every call: a 401 ends the session; a 403 shows the region's account-locked message and
 * sets the locked flag (a signed-in call's ends the session as locked; the login calls' is their screen's locked
 * state); a 503 (which is also what a network failure becomes, except for completecollection and
 * getrealtimepayments) goes to /503.html. Aborts and foreign errors (TanStack's CancelledError, a render error) are
 * not call failures. Anything else is the calling screen's business.
 */
export function sectionEightRoute(error: unknown): SectionEightRoute {
  if (isAbortError(error) || !isApiError(error)) return 'ignore';
  if (error.httpStatus === 401) return 'end-session';
  if (error.httpStatus === 403) return 'locked';
  if (error.httpStatus === 503) return 'unavailable-page';
  return 'screen';
}
