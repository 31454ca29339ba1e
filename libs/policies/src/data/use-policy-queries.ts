import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useSession } from '@portal/session';
import { useFeatureFlags } from '@portal/config';
import { getDocumentList, getPolicyDetail, type CustomerPolicy } from '@portal/core-api';
import { loadOutstandingPayments, type PaymentsCheck } from './load-outstanding-payments';
import { usePendingStore } from './pending-store';
import { PENDING_POLL_MS, isActiveStatus, isExtendedDishonourStatus } from './policy-model';
import { policyKeys } from './policy-query-keys';

/**
 * Loaded once per session, whichever screen asks first: a screen that mounts later reads the cache. Refreshed by
 * the pending-payment polling, by a cleared payment and by useRefreshPolicy (after a payment update or Pay Now).
 */
const LOADED_ONCE = Number.POSITIVE_INFINITY;

/**
 * The post-login loading of spec section 4, for every policy at once (never one after another):
 * round trip 1 is the customer detail (auth), round trip 2 every policy's detail, round trip 3 every loaded
 * policy's outstanding payments (status below 50) and document list (documents feature on).
 */
export function usePolicyQueries(summaries: readonly CustomerPolicy[]) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const loginId = useSession().customerLoginId ?? '';
  const flags = useFeatureFlags();
  const pending = usePendingStore((state) => state.pending);

  const details = useQueries({
    queries: summaries.map((policy) => ({
      queryKey: policyKeys.detail(loginId, policy.PolicyNumber),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getPolicyDetail(client, { PolicyNumber: policy.PolicyNumber, ClientPortalLoginId: loginId }, signal),
      enabled: loginId !== '',
      staleTime: LOADED_ONCE,
    })),
  });

  const payments = useQueries({
    queries: summaries.map((policy, index) => {
      const detail = details[index]?.data;
      const policyNumber = policy.PolicyNumber;
      const key = policyKeys.payments(loginId, policyNumber);
      const extendedDishonour =
        flags.extendedDishonourPolicies && isExtendedDishonourStatus(detail?.PolicySummary.ExtendedDishonourPeriodStatusId);
      return {
        queryKey: key,
        queryFn: async ({ signal }: { signal: AbortSignal }): Promise<PaymentsCheck> => {
          const previous = queryClient.getQueryData<PaymentsCheck>(key);
          const check = await loadOutstandingPayments(
            client,
            { policyNumber, customerLoginId: loginId, extendedDishonour, previous },
            signal,
          );
          const store = usePendingStore.getState();
          if (check.outcome === 'pending') store.markPending(policyNumber);
          // 204 clears the pending flag (spec section 4); so does any other definitive answer (a list, or 467),
          // which the server would not give while the payment was still pending. 469 changes nothing.
          if (check.outcome !== 'pending' && check.outcome !== 'in-flight' && store.pending[policyNumber]) {
            store.clearPending(policyNumber);
            // The payment went through: refresh the policy's status.
            void queryClient.invalidateQueries({ queryKey: policyKeys.detail(loginId, policyNumber) });
          }
          return check;
        },
        enabled: detail !== undefined && isActiveStatus(detail.PolicyStatus.PolicyStatusId),
        staleTime: LOADED_ONCE,
        refetchInterval: pending[policyNumber] ? PENDING_POLL_MS : false,
        refetchIntervalInBackground: true,
      } as const;
    }),
  });

  const documents = useQueries({
    queries: summaries.map((policy, index) => {
      const detail = details[index]?.data;
      return {
        queryKey: policyKeys.documents(loginId, policy.PolicyNumber),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          getDocumentList(
            client,
            {
              PolicyNumber: policy.PolicyNumber,
              BrandId: detail?.Product.Brand.BrandId ?? 0,
              ClientPortalLoginId: loginId,
              ProductCode: detail?.Product.ProductCode ?? '',
              SaleCompletedDate: policy.SaleCompletedDate,
            },
            signal,
          ),
        enabled: flags.documentsFeature === 1 && detail !== undefined,
        staleTime: LOADED_ONCE,
      };
    }),
  });

  return { details, payments, documents, pending, flags };
}
