import { usePolicies } from './use-policies';
import type { PoliciesResult, PolicyRecord } from './policy-model';

export type UsePolicyResult = {
  policy: PolicyRecord | undefined;
  /** The customer's policies are loaded and this number is not one of them (show the not-found page). */
  notFound: boolean;
  customerState: PoliciesResult['customerState'];
};

/**
 * One of the customer's policies by number (only policies in the customer's own list). `withDocuments`: the screen
 * shows its document list, so the list is asked for as soon as the policy's detail is in (usePolicies).
 */
export function usePolicy(policyNumber: string | undefined, { withDocuments = false } = {}): UsePolicyResult {
  const { policies, customerState } = usePolicies(withDocuments ? policyNumber : undefined);
  const policy = policies.find((p) => p.policyNumber === policyNumber);
  return { policy, notFound: customerState === 'loaded' && !policy, customerState };
}
