import type { CustomerDetail, PolicyDetail } from '@portal/core-api';
import { POLICY_STATUS } from './policy-model';

/** Spec section 4: after a status refresh only these statuses are applied to the summary and the detail. */
const APPLIED_AFTER_REFRESH: ReadonlySet<number> = new Set([POLICY_STATUS.accepted, POLICY_STATUS.active, POLICY_STATUS.overdue]);

export type RefreshedStatus = PolicyDetail['PolicyStatus'];

/** Whether a refreshed status is applied (20, 30 or 40); any other (lapsed, cancelled, unknown, none) is ignored. */
export const isAppliedAfterRefresh = (status: RefreshedStatus): boolean =>
  status.PolicyStatusId != null && APPLIED_AFTER_REFRESH.has(status.PolicyStatusId);

/** The detail with a refreshed status applied, or unchanged when the status is not one that applies. */
export function withRefreshedStatus(detail: PolicyDetail, status: RefreshedStatus): PolicyDetail {
  return isAppliedAfterRefresh(status) ? { ...detail, PolicyStatus: status } : detail;
}

/** The customer detail with one policy summary's status refreshed, or unchanged when the status does not apply. */
export function withRefreshedSummaryStatus(customer: CustomerDetail, policyNumber: string, status: RefreshedStatus): CustomerDetail {
  if (!isAppliedAfterRefresh(status)) return customer;
  return {
    ...customer,
    Policies: customer.Policies.map((p) => (p.PolicyNumber === policyNumber ? { ...p, PolicyStatusId: status.PolicyStatusId } : p)),
  };
}
