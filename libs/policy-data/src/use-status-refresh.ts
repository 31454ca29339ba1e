import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient, useSession, customerDetailQueryKey } from '@portal/session';
import { getPolicyDetail, type CustomerDetail, type PolicyDetail } from '@portal/core-api';
import type { PaymentsCheck } from './load-outstanding-payments';
import { policyKeys } from './policy-query-keys';
import { withRefreshedStatus, withRefreshedSummaryStatus } from './status-refresh';

/** A policy's latest payments check, as `useQueries` gives it. */
export type CheckState = { policyNumber: string; data: PaymentsCheck | undefined; dataUpdatedAt: number };

/** 204 (nothing owed, pending cleared) and 467 (nothing owed) refresh the policy's status (spec section 4). */
const refreshesStatus = (check: PaymentsCheck | undefined) => check?.outcome === 'cleared' || check?.outcome === 'none';

/**
 * Spec section 4: a 204 or 467 answer refreshes the policy's status, and only 20, 30 and 40 are applied to the
 * summary (customer detail) and the detail. The first check after the detail loaded needs no refresh (that detail
 * is the fresh status); every later one (a re-poll while pending, a refresh) fetches it. Several screens may run this
 * at once: the fetch is keyed by the check's time, so they share one call.
 */
export function useStatusRefresh(checks: readonly CheckState[]): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { customerLoginId } = useSession();
  const loginId = customerLoginId ?? '';
  const due = checks
    .filter(
      (c) => refreshesStatus(c.data) && (queryClient.getQueryState(policyKeys.payments(loginId, c.policyNumber))?.dataUpdateCount ?? 0) > 1,
    )
    .map((c) => `${c.policyNumber}@${c.dataUpdatedAt}`)
    .join(',');

  useEffect(() => {
    for (const item of due ? due.split(',') : []) {
      const [policyNumber = '', checkedAt = ''] = item.split('@');
      queryClient
        .fetchQuery({
          queryKey: policyKeys.status(loginId, policyNumber, checkedAt),
          queryFn: ({ signal }) => getPolicyDetail(client, { PolicyNumber: policyNumber, ClientPortalLoginId: loginId }, signal),
          staleTime: Number.POSITIVE_INFINITY,
        })
        .then(({ PolicyStatus }) => {
          queryClient.setQueryData<PolicyDetail>(
            policyKeys.detail(loginId, policyNumber),
            (d) => d && withRefreshedStatus(d, PolicyStatus),
          );
          queryClient.setQueryData<CustomerDetail>(
            customerDetailQueryKey(customerLoginId),
            (c) => c && withRefreshedSummaryStatus(c, policyNumber, PolicyStatus),
          );
        })
        .catch(() => undefined); // a failed refresh keeps the status shown; the next check tries again
    }
  }, [due, client, queryClient, loginId, customerLoginId]);
}
