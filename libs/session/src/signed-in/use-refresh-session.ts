import { useMutation } from '@tanstack/react-query';
import { refreshToken } from '@portal/core-api';
import { useRegionalConfig } from '@portal/config';
import { useApiClient } from '../api/api-client-provider';
import { currentToken, storeToken } from '../store/session-store';

/**
 * The keep-alive call (its method and path a deployment setting, the regional configuration's `api.keepAlive`): a new
 * token and expiry for the session. A 401 ends the session (the shell's handler); any other failure leaves the
 * expiry as it was, which the caller reads from the mutation's error. An answer that comes after the session it was
 * sent for has ended (a 401 on another call, a timeout, a logout) is dropped: it never signs anyone in again.
 */
export function useRefreshSession() {
  const client = useApiClient();
  const { keepAlive } = useRegionalConfig().api;
  return useMutation({
    mutationFn: async () => {
      const sentWith = currentToken();
      const answer = await refreshToken(client, keepAlive);
      if (sentWith !== null && currentToken() === sentWith) storeToken(answer.SecurityToken, answer.ExpiresAt);
      return answer;
    },
  });
}
