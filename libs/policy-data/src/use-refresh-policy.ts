import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@portal/session';
import { policyKeys } from './policy-query-keys';

/** For other libs: reload one policy's detail, payments and documents (after a payment update or Pay Now). */
export function useRefreshPolicy(): (policyNumber: string) => Promise<void> {
  const queryClient = useQueryClient();
  const loginId = useSession().customerLoginId ?? '';
  return useCallback(
    async (policyNumber: string) => {
      await Promise.all(
        [policyKeys.detail, policyKeys.payments, policyKeys.documents].map((key) =>
          queryClient.invalidateQueries({ queryKey: key(loginId, policyNumber) }),
        ),
      );
    },
    [queryClient, loginId],
  );
}
