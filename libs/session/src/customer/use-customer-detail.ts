import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerDetail, type ApiClient, type CustomerDetail } from '@portal/core-api';
import { redactValues } from '@portal/telemetry';
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
    queryFn: () => getCustomerDetail(client, { ClientPortalLoginId: customerLoginId ?? '' }).then(redactedFromTelemetry),
    enabled: enabled && customerLoginId !== null,
  });

/** The customer's own values are never in a telemetry report, wherever they would appear (libs/telemetry). */
function redactedFromTelemetry(detail: CustomerDetail): CustomerDetail {
  const addresses = [detail.ResidentialAddress, detail.PostalAddress].flatMap((a) => (a ? [a.AddressLine, a.Suburb, a.City] : []));
  redactValues([detail.FirstName, detail.LastName, detail.Email, detail.MobilePhone, detail.HomePhone, ...addresses]);
  return detail;
}

/** The signed-in customer's contact details and policy list (section 7 getcustomerdetail). */
export function useCustomerDetail() {
  const client = useApiClient();
  const { customerLoginId, isSignedIn } = useSession();
  return useQuery(customerDetailQuery(client, customerLoginId, isSignedIn));
}
