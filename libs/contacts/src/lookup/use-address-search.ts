import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortedAddressSearch, searchAddress } from '@portal/core-api';
import { endSession, handleApiError, useApiClient } from '@portal/session';

/** Section 5: the lookup starts after more than 3 typed characters. */
export const MIN_LOOKUP_LENGTH = 4;

export type AddressSearchState = { status: 'idle' | 'searching' | 'done' | 'failed'; results: string[] };

/**
 * One kind of address search (residential or postal: each form section has its own). A new search aborts the
 * previous one of the same kind still in flight (section 4); results beginning 'Too many' are dropped by core-api.
 * A 401 or 503 gets section 8's handling; other failures leave the customer to enter the address by hand.
 */
export function useAddressSearch() {
  const client = useApiClient();
  const inFlight = useRef<AbortController | null>(null);
  const [state, setState] = useState<AddressSearchState>({ status: 'idle', results: [] });

  const search = useCallback(
    (query: string) => {
      inFlight.current?.abort();
      inFlight.current = null;
      const wanted = query.trim();
      if (wanted.length < MIN_LOOKUP_LENGTH) {
        setState({ status: 'idle', results: [] });
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState((previous) => ({ status: 'searching', results: previous.results }));
      searchAddress(client, { address: wanted }, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ status: 'done', results });
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortedAddressSearch(error)) return;
          handleApiError(error, endSession);
          setState({ status: 'failed', results: [] });
        },
      );
    },
    [client],
  );

  const reset = useCallback(() => {
    inFlight.current?.abort();
    setState({ status: 'idle', results: [] });
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);
  return { ...state, search, reset };
}
