import { useCallback, useEffect, useRef } from 'react';
import { onlineManager } from '@tanstack/react-query';
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

/** Resolves once the browser is online (TanStack's onlineManager, which also pauses the save while offline). */
const untilOnline = (): Promise<void> =>
  onlineManager.isOnline()
    ? Promise.resolve()
    : new Promise((resolve) => {
        const unsubscribe = onlineManager.subscribe((online) => {
          if (!online) return;
          unsubscribe();
          resolve();
        });
      });

/**
 * The postcode-to-state check (postcodeVerificationFeature, section 5): the postcode lookup must return the chosen
 * state. Resolves the kinds whose check failed. A new check of a kind aborts the previous one of that kind
 * (residential postcode, postal postcode). A lookup that fails on the screen's terms (not a mismatch) does not block
 * the save: the server remains the judge. One that section 8 takes over (401, 503) is handled once, whichever lookup
 * met it, and stops the save: a customer sent to the service-unavailable page must not have the change saved
 * behind it. A failure is logged in section 8's words. Offline, the check waits for the connection, as the save
 * does: Save pressed offline saves once the connection is back (the offline notice says why nothing happens yet),
 * where a lookup sent offline would have failed the save.
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
      if (checks.length > 0) await untilOnline();
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
