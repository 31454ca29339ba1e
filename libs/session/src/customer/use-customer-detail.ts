import { useQuery } from '@tanstack/react-query';
import { getCustomerDetail } from '@portal/core-api';
import { useApiClient } from '../api/api-client-provider';
import { useSession } from '../store/session-store';

/** Query key of the customer detail; contacts invalidates it after saving. */
export const customerDetailQueryKey = (customerLoginId: string | null) => ['customer-detail', customerLoginId] as const;

/** The signed-in customer's contact details and policy list (section 7 getcustomerdetail). */
export function useCustomerDetail() {
  const client = useApiClient();
  const { customerLoginId, isSignedIn } = useSession();
  return useQuery({
    queryKey: customerDetailQueryKey(customerLoginId),
    queryFn: ({ signal }) => getCustomerDetail(client, { ClientPortalLoginId: customerLoginId ?? '' }, signal),
    enabled: isSignedIn && customerLoginId !== null,
  });
}
