import { useCallback, useEffect, useRef } from 'react';
import { isAbortError, searchPostcode } from '@portal/core-api';
import { endSession, handleApiError, sectionEightRoute, useApiClient } from '@portal/session';
import { postcodeLookupProblem } from './postcode-lookup-problem';

export type PostcodeCheck = { kind: 'residential' | 'postal'; postcode: string; state: string };

export type PostcodeVerdict = {
  /** The kinds whose postcode does not give the chosen state. */
  mismatched: Array<PostcodeCheck['kind']>;
  /** A lookup failed in a way section 8 takes over (401 ends the session, 503 leaves for /503.html): do not save. */
  takenOver: boolean;
};

/**
 * The postcode-to-state check (postcodeVerificationFeature, section 5): the postcode lookup must return the chosen
 * state. Resolves the kinds whose check failed. A new check of a kind aborts the previous one of that kind
 * (residential postcode, postal postcode). A lookup that fails on the screen's terms (not a mismatch) does not block
 * the save: the server remains the judge. One that section 8 takes over (401, 503) is handled once, whichever lookup
 * met it, and stops the save: a customer sent to the service-unavailable page must not have the change saved
 * behind it. A failure is logged in section 8's words. The form calls it online only (useContactForm waits for the
 * connection first): a lookup sent offline would fail the save.
 */
export function useVerifyPostcodes() {
  const client = useApiClient();
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = inFlight.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return useCallback(
    async (checks: PostcodeCheck[]): Promise<PostcodeVerdict> => {
      let takenOver = false;
      const outcomes = await Promise.all(
        checks.map(async (check) => {
          inFlight.current.get(check.kind)?.abort();
          const controller = new AbortController();
          inFlight.current.set(check.kind, controller);
          try {
            const labels = await searchPostcode(client, { postcode: check.postcode }, controller.signal);
            const label = labels[check.postcode.replace(/\s+/g, '').toUpperCase()] ?? labels[check.postcode.replace(/\s+/g, '')];
            return label?.trim().toUpperCase() === check.state.trim().toUpperCase() ? null : check.kind;
          } catch (error) {
            if (isAbortError(error)) return null;
            console.warn(postcodeLookupProblem(error));
            if (sectionEightRoute(error) !== 'screen') {
              if (!takenOver) handleApiError(error, endSession);
              takenOver = true;
            }
            return null;
          }
        }),
      );
      return { mismatched: outcomes.filter((kind): kind is PostcodeCheck['kind'] => kind !== null), takenOver };
    },
    [client],
  );
}
