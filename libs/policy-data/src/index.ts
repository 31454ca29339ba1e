// Public face of @portal/policy-data: the customer's policies as the portal loads them (docs/product.md, section 4),
// for the features policies, paynow, payment-update and documents.
export { usePolicies } from './use-policies';
export { placeCards } from './place-cards';
export { usePolicy } from './use-policy';
export { overduePoliciesOf, useOverduePolicies, type UseOverduePoliciesResult } from './use-overdue-policies';
export { useRefreshPolicy } from './use-refresh-policy';
export { useRetryPolicyLoad } from './use-retry-policy-load';
export { markPolicyPending } from './pending-store';
export { PAYMENT_METHOD, PRODUCT_TYPE, isActiveStatus, isLapsedOrCancelled } from './policy-model';
export type { PolicyRecord } from './policy-model';
export { maskedPayment } from './masked-payment';
export { isListedDocument } from './listed-documents';
