import type { PaymentsCheck } from './load-outstanding-payments';

/**
 * Whether a policy's payment is being processed ('Processing Payment'), decided from its payments query's own data:
 * pending when no check has answered since this portal finalised a payment (`paidAt`), else as the last check said
 * (473 pending; 469 in flight and 467 none keep whatever was before; 204 or a list clear it).
 */
export function isPaymentPending(check: PaymentsCheck | undefined, checkedAt: number, paidAt: number | undefined): boolean {
  if (paidAt !== undefined && checkedAt <= paidAt) return true;
  return check?.pending ?? false;
}
