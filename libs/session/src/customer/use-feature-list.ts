import { useQuery } from '@tanstack/react-query';
import { getFeatures } from '@portal/core-api';
import { useApiClient } from '../api/api-client-provider';
import { useSession } from '../store/session-store';
import { useCustomerDetail } from './use-customer-detail';

/** The customer's features (cross-sell), loaded once the customer detail has loaded (section 4). */
export function useFeatureList() {
  const client = useApiClient();
  const { customerLoginId, isSignedIn } = useSession();
  const detail = useCustomerDetail();
  return useQuery({
    queryKey: ['features', customerLoginId] as const,
    queryFn: ({ signal }) => getFeatures(client, { clientPortalLoginId: customerLoginId ?? '' }, signal),
    enabled: isSignedIn && customerLoginId !== null && detail.isSuccess,
  });
}
