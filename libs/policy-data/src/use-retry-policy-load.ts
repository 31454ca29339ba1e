import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@portal/session';
import type { PolicyRecord } from './policy-model';
import { policyKeys } from './policy-query-keys';

/**
 * Asks again for what a policy could not load: its detail when that failed (the payments check follows the detail),
 * else its payments check. `retrying` is true while that call is out.
 */
export function useRetryPolicyLoad(policy: PolicyRecord) {
  const queryClient = useQueryClient();
  const loginId = useSession().customerLoginId ?? '';
  const queryKey =
    policy.detailState === 'error' ? policyKeys.detail(loginId, policy.policyNumber) : policyKeys.payments(loginId, policy.policyNumber);
  const retrying = useIsFetching({ queryKey, exact: true }) > 0;
  const retry = () => void queryClient.refetchQueries({ queryKey, exact: true });
  return { retry, retrying };
}
