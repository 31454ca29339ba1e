import { isApiError } from '@portal/core-api';
import { sectionEightRoute } from './section-eight';
import { useSessionStore, type SessionEndReason } from '../store/session-store';
import { reportCallFailure } from './report-call-failure';

/** How the portal leaves for a static page (an object, so tests can stand in for `window.location.assign`). */
export const pageExit = { assign: (url: string) => window.location.assign(url) };

/** The static page shown when the service is unavailable (section 2). */
export const SERVICE_UNAVAILABLE_PAGE = '/503.html';

/**
 * Section 8 for every call, plugged into the QueryCache and MutationCache `onError` by the shell:
 * 401 ends the session (the route guard then shows /login, which says why); 403 on a signed-in call ends it as locked
 * (the login page shows the region's account-locked message and only 'Return to Log In'; a signed-out call's 403 is
 * the login screens' own); 503 (also a network failure) goes to /503.html. Aborts and cancellations (TanStack's
 * CancelledError is not an ApiError) are not failures. Anything else is the calling screen's business.
 */
export function handleApiError(
  error: unknown,
  endSession: (reason: SessionEndReason) => void,
  leaveTo: (url: string) => void = (url) => pageExit.assign(url),
): void {
  const route = sectionEightRoute(error);
  if (route !== 'ignore') reportCallFailure(error);
  // A late 401 or 403 after the session already ended must not replace the reason (e.g. the timeout message).
  const signedIn = useSessionStore.getState().token !== null;
  if (route === 'end-session' && signedIn) endSession('unauthorized');
  if (route === 'locked' && signedIn) endSession('locked');
  // No answer while the browser knows it is offline is not the service being down: the offline notice says so, and
  // leaving for /503.html would lose what the customer typed.
  const offline = isApiError(error) && error.kind === 'network' && typeof navigator !== 'undefined' && !navigator.onLine;
  if (route === 'unavailable-page' && !offline) leaveTo(SERVICE_UNAVAILABLE_PAGE);
}
