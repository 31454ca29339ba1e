import { useQuery } from '@tanstack/react-query';
import { validateAndGetTokens } from '@portal/core-api';
import type { PolicyRecord } from '@portal/policy-data';
import { useApiClient, useSession } from '@portal/session';

/** ValidateAndGetTokens: the hosted registration component's configuration, fresh each time the form opens. */
export function usePaymentForm(policy: PolicyRecord | undefined, enabled: boolean) {
  const client = useApiClient();
  const { customerLoginId } = useSession();
  const owner = policy?.detail?.Owner;
  return useQuery({
    queryKey: ['paymentUpdate', 'form', customerLoginId, policy?.policyNumber],
    queryFn: ({ signal }) =>
      validateAndGetTokens(
        client,
        {
          policyNumber: policy?.policyNumber ?? '',
          firstName: owner?.FirstName ?? '',
          surName: owner?.Lastname ?? '',
          dob: owner?.BirthDate?.slice(0, 10) ?? '',
          ClientPortalLoginId: customerLoginId ?? '',
        },
        signal,
      ),
    enabled: enabled && customerLoginId !== null && owner !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
