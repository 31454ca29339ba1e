import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ActiveSession } from './active-session';
import { createSessionQueryClient } from './create-session-query-client';
import { endSession, registerSessionReset } from '../store/end-session';
import { handleApiError } from '../api/handle-api-error';
import { useSession } from '../store/session-store';

/**
 * Layout of every signed-in page, and a chunk of its own: the login page carries neither it nor TanStack Query.
 * The server-state cache lives here, so it exists only while a customer is signed in: a session end clears it (in-flight
 * calls cancelled first) and leaving the signed-in pages drops it. Also runs the session's upkeep (ActiveSession).
 */
export default function SignedInArea() {
  const { expiresAt } = useSession();
  const [queryClient] = useState(() => createSessionQueryClient((error) => handleApiError(error, endSession)));
  useEffect(
    () =>
      registerSessionReset(() => {
        void queryClient.cancelQueries();
        queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      {expiresAt !== null && <ActiveSession expiresAt={expiresAt} />}
      <Outlet />
    </QueryClientProvider>
  );
}
