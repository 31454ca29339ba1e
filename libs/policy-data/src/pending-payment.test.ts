import { describe, expect, it } from 'vitest';
import type { PaymentsCheck } from './load-outstanding-payments';
import { isPaymentPending } from './pending-payment';

const check = (outcome: PaymentsCheck['outcome'], pending: boolean): PaymentsCheck => ({ outcome, payments: [], pending });

describe('isPaymentPending (decided from the payments query’s own data)', () => {
  it('follows the last check when this portal has not just paid', () => {
    expect(isPaymentPending(check('pending', true), 1000, undefined)).toBe(true);
    expect(isPaymentPending(check('cleared', false), 1000, undefined)).toBe(false);
    expect(isPaymentPending(check('none', false), 1000, undefined)).toBe(false);
    expect(isPaymentPending(undefined, 0, undefined)).toBe(false);
  });

  it('is pending after a Pay Now payment until a check answers after it', () => {
    expect(isPaymentPending(check('payments', false), 1000, 2000)).toBe(true);
    expect(isPaymentPending(undefined, 0, 2000)).toBe(true);
    expect(isPaymentPending(check('pending', true), 3000, 2000)).toBe(true);
    expect(isPaymentPending(check('cleared', false), 3000, 2000)).toBe(false);
  });

  it('keeps a 469 (in flight) as it was: pending only when it was pending before', () => {
    expect(isPaymentPending(check('in-flight', true), 3000, undefined)).toBe(true);
    expect(isPaymentPending(check('in-flight', false), 3000, undefined)).toBe(false);
  });
});
