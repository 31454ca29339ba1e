/** Query keys of the policy data layer, scoped by login so that one customer's data never serves another. */
export const policyKeys = {
  all: (loginId: string) => ['policies', loginId] as const,
  detail: (loginId: string, policyNumber: string) => ['policies', loginId, 'detail', policyNumber] as const,
  payments: (loginId: string, policyNumber: string) => ['policies', loginId, 'payments', policyNumber] as const,
  documents: (loginId: string, policyNumber: string) => ['policies', loginId, 'documents', policyNumber] as const,
  /** A status refresh after the payments check answered at `checkedAt` (one call however many screens ask). */
  status: (loginId: string, policyNumber: string, checkedAt: string) => ['policies', loginId, 'status', policyNumber, checkedAt] as const,
};
