import { useQuery } from '@tanstack/react-query';
import { getPaymentControl } from '@portal/core-api';
import { useApiClient, useSession } from '@portal/session';

/** getpaymentcontrol: a fresh gateway session (quote, token, component URL) each time the card step opens. */
export function useGatewaySession(policyNumber: string) {
  const client = useApiClient();
  const { customerLoginId } = useSession();
  return useQuery({
    queryKey: ['paynow', 'gateway', customerLoginId, policyNumber],
    queryFn: ({ signal }) =>
      getPaymentControl(client, { clientPolicyNumber: policyNumber, ClientPortalLoginId: customerLoginId ?? '' }, signal),
    enabled: customerLoginId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
