import { useCallback, useEffect, useRef } from 'react';
import { isAbortError, searchPostcode } from '@portal/core-api';
import { endSession, handleApiError, useApiClient } from '@portal/session';
import { postcodeLookupProblem } from './postcode-lookup-problem';

export type PostcodeCheck = { kind: 'residential' | 'postal'; postcode: string; state: string };

/**
 * The postcode-to-state check (postcodeVerificationFeature, section 5): the postcode lookup must return the chosen
 * state. Resolves the kinds whose check failed. A new check of a kind aborts the previous one of that kind
 * (residential postcode, postal postcode). A lookup that fails (not a mismatch) does not block the save: the server
 * remains the judge, and section 8 handles 401 and 503. A failure is logged in section 8's words.
 */
export function useVerifyPostcodes() {
  const client = useApiClient();
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = inFlight.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return useCallback(
    async (checks: PostcodeCheck[]): Promise<Array<PostcodeCheck['kind']>> => {
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
            handleApiError(error, endSession);
            return null;
          }
        }),
      );
      return outcomes.filter((kind): kind is PostcodeCheck['kind'] => kind !== null);
    },
    [client],
  );
}
