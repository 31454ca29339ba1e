import { useDeferredValue, useEffect } from 'react';
import { hashKey, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { customerDetailQueryKey, useApiClient, useSession } from '@portal/session';
import { useBrand, useFeatureFlags } from '@portal/config';
import {
  getDocumentList,
  getPolicyDetail,
  type ApiClient,
  type CustomerDetail,
  type CustomerPolicy,
  type PolicyDetail,
} from '@portal/core-api';
import { loadOutstandingPayments, type PaymentsCheck } from './load-outstanding-payments';
import { isPaymentPending } from './pending-payment';
import { usePaidStore } from './pending-store';
import { PENDING_POLL_MS, isActiveStatus, isExtendedDishonourStatus } from './policy-model';
import { policyKeys } from './policy-query-keys';
import { likelyOrder } from './sort-policies';

/** Resolves in a task of its own: calls issued together for every policy become short tasks, not one long one. */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Loaded once per session, whichever screen asks first: a screen that mounts later reads the cache. Refreshed by
 * the pending-payment polling, by a cleared payment (usePolicies) and by useRefreshPolicy (after a payment update).
 * Kept until the session's cache is cleared (logout, a 401), never collected while no screen shows them: a collected
 * detail would be asked for again, and a collection timer per query was three timers set or cleared per policy as the
 * dashboard mounted (issue 37: 370 timer calls for 30 policies, costly under DevTools' and Lighthouse's tracing).
 */
const LOADED_ONCE = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** What a policy's queries need: the same options from the screens' hooks and from the early start below. */
type QueryDeps = { client: ApiClient; queryClient: QueryClient; loginId: string; extendedDishonourOn: boolean };

/** A policy's payments check (spec section 4), given its loaded detail. No side effects: the previous check and the
 * "just paid" mark are read, never written. */
const paymentsCheck = (
  { client, queryClient, loginId, extendedDishonourOn }: QueryDeps,
  policyNumber: string,
  detail: PolicyDetail | undefined,
) => {
  const key = policyKeys.payments(loginId, policyNumber);
  const extendedDishonour = extendedDishonourOn && isExtendedDishonourStatus(detail?.PolicySummary.ExtendedDishonourPeriodStatusId);
  return {
    queryKey: key,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<PaymentsCheck> => {
      await nextTask();
      const previous = queryClient.getQueryState<PaymentsCheck>(key);
      const wasPending = isPaymentPending(previous?.data, previous?.dataUpdatedAt ?? 0, usePaidStore.getState().paidAt[policyNumber]);
      return loadOutstandingPayments(
        client,
        { policyNumber, customerLoginId: loginId, extendedDishonour, previous: previous?.data, wasPending },
        signal,
      );
    },
    ...LOADED_ONCE,
  };
};

/** A policy's detail; its payments check goes out as the detail arrives, not after the render that shows it (the
 * screens' query then finds it under way); a check already loaded stays as it is (LOADED_ONCE). */
const detailQuery = (deps: QueryDeps, policyNumber: string) => ({
  queryKey: policyKeys.detail(deps.loginId, policyNumber),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    await nextTask();
    const detail = await getPolicyDetail(deps.client, { PolicyNumber: policyNumber, ClientPortalLoginId: deps.loginId }, signal);
    if (isActiveStatus(detail.PolicyStatus.PolicyStatusId)) void deps.queryClient.prefetchQuery(paymentsCheck(deps, policyNumber, detail));
    return detail;
  },
  enabled: deps.loginId !== '',
  ...LOADED_ONCE,
});

/**
 * Round trip 2 from the moment round trip 1 answers: every policy's detail is asked for as the customer detail's
 * answer is stored, before React renders the cards it lists and mounts their queries (tens of ms on a phone, issue
 * 37). Same keys and options as the screens' queries, which find them under way.
 */
function useDetailsFromFirstAnswer({ client, queryClient, loginId, extendedDishonourOn }: QueryDeps): void {
  useEffect(() => {
    const deps = { client, queryClient, loginId, extendedDishonourOn };
    const customerHash = hashKey(customerDetailQueryKey(loginId));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== customerHash) return;
      const customer = event.query.state.data as CustomerDetail | undefined;
      for (const policy of likelyOrder(customer?.Policies ?? [])) void queryClient.prefetchQuery(detailQuery(deps, policy.PolicyNumber));
    });
  }, [client, queryClient, loginId, extendedDishonourOn]);
}

/**
 * The post-login loading of spec section 4, for every policy at once (never one after another):
 * round trip 1 is the customer detail (auth), round trip 2 every policy's detail, round trip 3 every loaded
 * policy's outstanding payments (status below 50). The document lists (documents feature on) follow once every
 * detail and payments check has settled: the dashboard waits for the checks, never for the lists (only the documents
 * screen shows them), so the lists do not compete with the checks for the network and the main thread. The policy
 * whose documents a screen shows (`documentsOf`) has its list asked for as soon as its detail is in.
 */
export function usePolicyQueries(summaries: readonly CustomerPolicy[], documentsOf?: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const loginId = useSession().customerLoginId ?? '';
  const flags = useFeatureFlags();
  const brandId = useBrand().id;
  const paidAt = usePaidStore((state) => state.paidAt);

  const deps: QueryDeps = { client, queryClient, loginId, extendedDishonourOn: flags.extendedDishonourPolicies };
  useDetailsFromFirstAnswer(deps);

  const details = useQueries({
    queries: summaries.map((policy) => detailQuery(deps, policy.PolicyNumber)),
  });

  const payments = useQueries({
    queries: summaries.map((policy, index) => {
      const detail = details[index]?.data;
      return {
        ...paymentsCheck(deps, policy.PolicyNumber, detail),
        enabled: detail !== undefined && isActiveStatus(detail.PolicyStatus.PolicyStatusId),
        // Re-polled while pending (spec section 4), decided from the query's own data each time it settles.
        refetchInterval: (query: { state: { data?: PaymentsCheck; dataUpdatedAt: number } }) =>
          isPaymentPending(query.state.data, query.state.dataUpdatedAt, paidAt[policy.PolicyNumber]) ? PENDING_POLL_MS : false,
        refetchIntervalInBackground: true,
      } as const;
    }),
  });

  // Deferred: the render that shows the settled checks commits and paints before the lists are asked for.
  const checksSettled = useDeferredValue(
    details.every((detail) => !detail.isPending) && payments.every((check) => check.fetchStatus === 'idle'),
  );
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
              // The detail's brand, else this deployment's (the answer may leave it out).
              BrandId: detail?.Product.Brand.BrandId ?? brandId,
              ClientPortalLoginId: loginId,
              ProductCode: detail?.Product.ProductCode ?? '',
              SaleCompletedDate: policy.SaleCompletedDate,
            },
            signal,
          ),
        enabled: flags.documentsFeature === 1 && detail !== undefined && (checksSettled || policy.PolicyNumber === documentsOf),
        ...LOADED_ONCE,
      };
    }),
  });

  return { details, payments, documents, paidAt, flags };
}
