import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerDetail, type ApiClient } from '@portal/core-api';
import { useApiClient } from '../api/api-client-provider';
import { useSession } from '../store/session-store';

/** Query key of the customer detail; contacts invalidates it after saving. */
export const customerDetailQueryKey = (customerLoginId: string | null) => ['customer-detail', customerLoginId] as const;

/**
 * The query of the customer detail. Its function takes no abort signal on purpose: TanStack Query cancels a query
 * whose signal was read as soon as its last observer unsubscribes, and React (StrictMode in development, a remount
 * of the signed-in area) unsubscribes and subscribes again at once, so every login sent a second request and aborted
 * the first. Every signed-in page needs this answer, and a session end clears the cache anyway.
 */
export const customerDetailQuery = (client: ApiClient, customerLoginId: string | null, enabled = true) =>
  queryOptions({
    queryKey: customerDetailQueryKey(customerLoginId),
    queryFn: () => getCustomerDetail(client, { ClientPortalLoginId: customerLoginId ?? '' }),
    enabled: enabled && customerLoginId !== null,
  });

/** The signed-in customer's contact details and policy list (section 7 getcustomerdetail). */
export function useCustomerDetail() {
  const client = useApiClient();
  const { customerLoginId, isSignedIn } = useSession();
  return useQuery(customerDetailQuery(client, customerLoginId, isSignedIn));
}
