import { describe, expect, it } from 'vitest';
import type { OutstandingPayment } from '@portal/core-api';
import { overdueSummary } from './overdue-summary';

const payment = (Amount: number): OutstandingPayment => ({
  TransactionId: 1,
  RegularCollectionDate: '2026-01-01',
  sortDate: 0,
  Amount,
  CalculatedCollectionDetails: null,
  PaymentOverrideId: null,
});

describe('overdueSummary', () => {
  it('counts and totals the payments to the cent, with the estimated lapse date', () => {
    expect(overdueSummary([payment(54.35), payment(54.35), payment(0.1)], '2026-02-01')).toEqual({
      count: 3,
      total: 108.8,
      estimatedLapseDate: '2026-02-01',
    });
  });

  it('is null when nothing is owed', () => {
    expect(overdueSummary([], '2026-02-01')).toBeNull();
  });
});
