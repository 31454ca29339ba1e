// Public face of @portal/policies: routes, wording and the policy data layer.
export { policiesWording } from './policies-wording';
export { policyRoutes } from './policies-routes';

// Data layer (for paynow, payment-update and documents)
export { usePolicy } from './data/use-policy';
export { useRefreshPolicy } from './data/use-refresh-policy';
export { markPolicyPending } from './data/pending-store';
export { PAYMENT_METHOD, isActiveStatus } from './data/policy-model';
export type { PolicyRecord } from './data/policy-model';
export { maskedPayment } from './data/masked-payment';
