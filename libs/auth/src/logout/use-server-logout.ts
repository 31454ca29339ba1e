import { logout } from '@portal/core-api';
import { useApiClient, useCommand } from '@portal/session';

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
