import type { CustomerPolicy, DocumentHit, PolicyDetail } from '@portal/core-api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentsCheck } from './load-outstanding-payments';
import { overdueSummary } from './overdue-summary';
import { errorMessage, isActiveStatus, isExtendedDishonourStatus, type LoadState, type PolicyRecord } from './policy-model';

type Query<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isSuccess'> & { fetchStatus: string; errorUpdateCount?: number };

/**
 * A query asked again after it failed with no data is 'pending' in TanStack Query until the answer; it stays 'error'
 * here meanwhile, so what shows the failure (the banner's Try again) stays in place, busy, instead of vanishing.
 */
const stateOf = (query: Query<unknown> | undefined, applies: boolean): LoadState => {
  if (!applies || !query) return 'idle';
  if (query.isSuccess) return 'loaded';
  if (query.isError || (query.errorUpdateCount ?? 0) > 0) return 'error';
  return 'loading';
};

const EMPTY: never[] = [];

/** Joins one policy's summary with its detail, payments check and documents, as loaded so far. */
export function buildPolicyRecord(input: {
  summary: CustomerPolicy;
  detail: Query<PolicyDetail> | undefined;
  payments: Query<PaymentsCheck> | undefined;
  documents: Query<DocumentHit[]> | undefined;
  /** A payment is being processed (isPaymentPending). */
  pendingFlag: boolean;
  documentsOn: boolean;
  extendedDishonourOn: boolean;
}): PolicyRecord {
  const { summary } = input;
  const detail = input.detail?.data ?? null;
  // A status id the detail leaves out is the summary's; none at all is unknown (null: read as active).
  const loadedStatusId = detail?.PolicyStatus.PolicyStatusId ?? summary.PolicyStatusId ?? null;
  const paymentsApply = detail !== null && isActiveStatus(loadedStatusId);
  const paymentsState = stateOf(input.payments, paymentsApply);
  const check = paymentsState === 'loaded' ? input.payments?.data : undefined;
  const pending = input.pendingFlag;
  // 'Processing Payment' clears the status id locally (spec section 4); re-applied after every detail load.
  const statusId = pending ? null : loadedStatusId;
  const payments = check?.payments ?? EMPTY;
  return {
    policyNumber: summary.PolicyNumber,
    summary,
    productName: [detail?.Product.ProductName, summary.Product].find((name) => name != null && name.trim() !== '') ?? '',
    productTypeId: detail?.Product.ProductType.ProductTypeId ?? null,
    statusId,
    statusDescription: detail?.PolicyStatus.Description?.trim() || null,
    detail,
    detailState: stateOf(input.detail, true),
    detailError: input.detail?.isError ? errorMessage(input.detail.error) : null,
    payments,
    paymentsState,
    paymentsError: paymentsState === 'error' ? errorMessage(input.payments?.error ?? 'retrying') : null,
    pending,
    documents: input.documents?.data ?? EMPTY,
    documentsState: stateOf(input.documents, input.documentsOn && detail !== null),
    documentsError: input.documents?.isError ? errorMessage(input.documents.error) : null,
    extendedDishonour: input.extendedDishonourOn && isExtendedDishonourStatus(detail?.PolicySummary.ExtendedDishonourPeriodStatusId),
    overdue: pending ? null : overdueSummary(payments, detail?.PolicyAmountOwed?.EstimatedLapseDate),
  };
}
