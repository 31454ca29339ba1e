import type { CustomerPolicy, DocumentHit, OutstandingPayment, PolicyDetail } from '@portal/core-api';

/** Policy status ids (spec section 4). Below 50 is active; 50 and above inactive. */
export const POLICY_STATUS = { accepted: 20, active: 30, overdue: 40, lapsed: 50, cancelled: 60, cancelledAlt: 61 } as const;
export const INACTIVE_FROM = 50;
/** Product type ids (spec section 9). */
export const PRODUCT_TYPE = { life: 1, funeral: 2, incomeProtection: 4, funeralWithExpiry: 12 } as const;
/** Payment method ids: 1 credit card, 2 direct debit, 3 cheque. */
export const PAYMENT_METHOD = { card: 1, directDebit: 2, cheque: 3 } as const;
/** While a policy has a payment pending, its payments are polled at this interval (spec section 9: 15000 ms). */
export const PENDING_POLL_MS = 15_000;

/**
 * Active (below 50). A cleared id (null: 'Processing Payment', a payment being made) counts as active, and so does an
 * id the answers leave out (the screens show what they have rather than hide a policy's payment details).
 */
export const isActiveStatus = (statusId: number | null | undefined) => statusId == null || statusId < INACTIVE_FROM;
/** Lapsed (50) or cancelled (60, 61): sorted after all others; no cover amount or renewal date shown. */
export const isLapsedOrCancelled = (statusId: number | null | undefined) => statusId != null && statusId >= INACTIVE_FROM;
/** Extended dishonour statuses 1 and 2 (Active, ActivePaymentPending). */
export const isExtendedDishonourStatus = (id: number | null | undefined) => id === 1 || id === 2;

/** How far one part of a policy's data has got. 'idle' means it does not apply (or waits on the detail). */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

export type OverdueSummary = {
  count: number;
  total: number;
  /** 'YYYY-MM-DD' or null: PolicyAmountOwed.EstimatedLapseDate. */
  estimatedLapseDate: string | null;
};

/** One of the customer's policies: the summary from customer details, joined with everything loaded after it. */
export type PolicyRecord = {
  policyNumber: string;
  /** As the customer detail listed it. */
  summary: CustomerPolicy;
  /** The detail's product name, else the summary's; '' when neither says (the screens name it otherwise). */
  productName: string;
  productTypeId: number | null;
  /**
   * The detail's status once loaded, else the summary's; null while `pending`: 'Processing Payment' is a locally set
   * status whose id is cleared (spec section 4).
   */
  statusId: number | null;
  /** The detail's description; 'Processing Payment' is applied by the screens when `pending`. */
  statusDescription: string | null;
  detail: PolicyDetail | null;
  detailState: LoadState;
  detailError: string | null;
  payments: OutstandingPayment[];
  paymentsState: LoadState;
  paymentsError: string | null;
  /** A payment is being processed (473, or a Pay Now just succeeded); cleared by a 204. */
  pending: boolean;
  documents: DocumentHit[];
  documentsState: LoadState;
  documentsError: string | null;
  /** The extended-dishonour feature is on and the policy is in status 1 or 2. */
  extendedDishonour: boolean;
  /** Overdue payments, or null when there are none (or a payment is pending). */
  overdue: OverdueSummary | null;
};

export type PoliciesResult = {
  /** State of the customer detail (the policy list itself). */
  customerState: 'loading' | 'loaded' | 'error';
  /** Sorted: active before lapsed or cancelled, then product type id, then sale completed date. */
  policies: PolicyRecord[];
  /** The same, in the order their details were asked for (likelyOrder: what the customer detail alone can sort by). */
  asked: PolicyRecord[];
  policyCount: number;
  /** Loading counters (spec section 4): a failed load still counts as loaded. */
  detailsLoaded: number;
  paymentsLoaded: number;
  documentsLoaded: number;
  allDetailsLoaded: boolean;
  /** Every outstanding-payments check has settled (inactive policies count as settled). */
  allPaymentsLoaded: boolean;
  /** False when every policy is lapsed or cancelled. */
  hasActivePolicies: boolean;
};

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
