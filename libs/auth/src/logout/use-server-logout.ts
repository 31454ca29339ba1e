import { logout } from '@portal/core-api';
import { useApiClient } from '../api/api-client-provider';
import { useCommand } from '../api/use-command';

/** Ends the server session. Never fails: a refusal or an unreachable server still ends the session here. */
export function useServerLogout() {
  const client = useApiClient();
  return useCommand({
    call: async () => {
      try {
        await logout(client);
      } catch {
        // Section 7: no error is raised when the logout call is not ok; the local session ends regardless.
      }
    },
  });
}
