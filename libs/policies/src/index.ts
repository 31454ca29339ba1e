// Public face of @portal/policies: routes, wording, the policy data layer and the banners.
export { policiesWording } from './policies-wording';
export { policyRoutes } from './policy-routes';

// Data layer (for paynow, payment-update and documents)
export { usePolicies } from './data/use-policies';
export { usePolicy } from './data/use-policy';
export type { UsePolicyResult } from './data/use-policy';
export { useOverduePolicies } from './data/use-overdue-policies';
export type { OverduePolicy, UseOverduePoliciesResult } from './data/use-overdue-policies';
export { useRefreshPolicy } from './data/use-refresh-policy';
export { markPolicyPending } from './data/pending-store';
export { policyKeys } from './data/policy-query-keys';
export {
  POLICY_STATUS,
  PRODUCT_TYPE,
  PAYMENT_METHOD,
  PENDING_POLL_MS,
  isActiveStatus,
  isLapsedOrCancelled,
  isExtendedDishonourStatus,
} from './data/policy-model';
export type { LoadState, OverdueSummary, PoliciesResult, PolicyRecord } from './data/policy-model';
export { maskedPayment, type MaskedPayment } from './data/masked-payment';
export type { PaymentsCheck } from './data/load-outstanding-payments';

// Banners (shown on the dashboard and policy detail; other pages may show them too)
export { OverdueBanner } from './banners/overdue-banner';
export { CrossSellBanner } from './banners/cross-sell-banner';
