import { usePolicies } from '../use-policies';

/** Renders what usePolicies returns, as JSON, for the data layer's tests (`documentsOf` as a documents screen's). */
export function PoliciesProbe({ documentsOf }: { documentsOf?: string }) {
  const result = usePolicies(documentsOf);
  const view = {
    ...result,
    policies: result.policies.map((p) => ({
      number: p.policyNumber,
      statusId: p.statusId,
      detailStatusId: p.detail?.PolicyStatus.PolicyStatusId ?? null,
      summaryStatusId: p.summary.PolicyStatusId,
      detailState: p.detailState,
      detailError: p.detailError,
      paymentsState: p.paymentsState,
      paymentsError: p.paymentsError,
      payments: p.payments.map((payment) => [payment.TransactionId, payment.Amount]),
      pending: p.pending,
      documents: p.documents.length,
      documentsState: p.documentsState,
      extendedDishonour: p.extendedDishonour,
      overdue: p.overdue,
    })),
  };
  return <pre data-testid="policies">{JSON.stringify(view)}</pre>;
}
