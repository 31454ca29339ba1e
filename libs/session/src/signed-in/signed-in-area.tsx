import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import type { ApiClient } from '@portal/core-api';
import { ActiveSession } from './active-session';
import { createSessionQueryClient } from './create-session-query-client';
import { customerDetailQuery } from '../customer/use-customer-detail';
import { endSession, registerSessionReset } from '../store/end-session';
import { handleApiError } from '../api/handle-api-error';
import { useSession } from '../store/session-store';

const newQueryClient = () => createSessionQueryClient((error) => handleApiError(error, endSession));

/** The cache a session just started with (startSessionData), until the signed-in area takes it. */
let prepared: QueryClient | undefined;
registerSessionReset(() => {
  void prepared?.cancelQueries();
  prepared = undefined;
});

/**
 * Starts a session's first call (section 4: the customer detail) as the code is accepted, in the cache the
 * signed-in area will take, rather than once the first signed-in page has rendered and committed (issue 26: 185 ms
 * of simulated mobile between the code's answer and this call). A failure is the page's to show, as before.
 */
export function startSessionData(client: ApiClient, customerLoginId: string): void {
  prepared = newQueryClient();
  void prepared.prefetchQuery(customerDetailQuery(client, customerLoginId));
}

/**
 * Layout of every signed-in page, and a chunk of its own: the login page carries neither it nor TanStack Query.
 * The server-state cache lives here, so it exists only while a customer is signed in: a session end clears it (in-flight
 * calls cancelled first) and leaving the signed-in pages drops it. Also runs the session's upkeep (ActiveSession).
 */
export default function SignedInArea() {
  const { expiresAt } = useSession();
  const [queryClient] = useState(() => prepared ?? newQueryClient());
  useEffect(() => {
    prepared = undefined;
    return registerSessionReset(() => {
      void queryClient.cancelQueries();
      queryClient.clear();
    });
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {expiresAt !== null && <ActiveSession expiresAt={expiresAt} />}
      <Outlet />
    </QueryClientProvider>
  );
}
