import type { OutstandingPayment } from '@portal/core-api';
import type { OverdueSummary } from './policy-model';

/** Spec section 9: per policy, the count and total of its overdue payments and the estimated lapse date. */
export function overdueSummary(
  payments: readonly OutstandingPayment[],
  estimatedLapseDate: string | null | undefined,
): OverdueSummary | null {
  if (payments.length === 0) return null;
  const cents = payments.reduce((sum, p) => sum + Math.round(p.Amount * 100), 0);
  return { count: payments.length, total: cents / 100, estimatedLapseDate: estimatedLapseDate ?? null };
}
