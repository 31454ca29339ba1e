import { useMutation } from '@tanstack/react-query';
import { refreshToken } from '@portal/core-api';
import { useApiClient } from '../api/api-client-provider';
import { storeToken } from '../store/session-store';

/** The keep-alive call: a new token and expiry for the session (a 401 ends the session, via the shell's handler). */
export function useRefreshSession() {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => refreshToken(client),
    onSuccess: ({ SecurityToken, ExpiresAt }) => storeToken(SecurityToken, ExpiresAt),
  });
}
