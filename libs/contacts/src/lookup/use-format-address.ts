import { useCallback, useEffect, useRef } from 'react';
import { formatAddress, isAbortError, type FormatAddressResult } from '@portal/core-api';
import { endSession, handleApiError, useApiClient } from '@portal/session';

/**
 * The format call for a chosen address; a new one aborts the previous one of the same kind. Resolves null when it
 * was aborted or failed (section 8 handling first), so the caller keeps what the customer had.
 */
export function useFormatAddress() {
  const client = useApiClient();
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  return useCallback(
    async (address: string, isResidential: boolean, matchPostalAddress: boolean): Promise<FormatAddressResult | null> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        return await formatAddress(client, { address, isResidential, matchPostalAddress }, controller.signal);
      } catch (error) {
        if (!controller.signal.aborted && !isAbortError(error)) handleApiError(error, endSession);
        return null;
      }
    },
    [client],
  );
}
