import { useMutation } from '@tanstack/react-query';
import { refreshToken } from '@portal/core-api';
import { useRegionalConfig } from '@portal/config';
import { useApiClient } from '../api/api-client-provider';
import { storeToken } from '../store/session-store';

/**
 * The keep-alive call (its method and path a deployment setting, the regional configuration's `api.keepAlive`): a new
 * token and expiry for the session. A 401 ends the session (the shell's handler); any other failure leaves the
 * expiry as it was, which the caller reads from the mutation's error.
 */
export function useRefreshSession() {
  const client = useApiClient();
  const { keepAlive } = useRegionalConfig().api;
  return useMutation({
    mutationFn: () => refreshToken(client, keepAlive),
    onSuccess: ({ SecurityToken, ExpiresAt }) => storeToken(SecurityToken, ExpiresAt),
  });
}
