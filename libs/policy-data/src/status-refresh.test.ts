import { describe, expect, it } from 'vitest';
import type { CustomerDetail, PolicyDetail } from '@portal/core-api';
import { withRefreshedStatus, withRefreshedSummaryStatus } from './status-refresh';

const detail = { PolicySummary: {}, PolicyStatus: { PolicyStatusId: 40, Description: 'Payment Overdue' } } as unknown as PolicyDetail;
const customer = {
  Policies: [
    { PolicyNumber: 'A', PolicyStatusId: 40 },
    { PolicyNumber: 'B', PolicyStatusId: 40 },
  ],
} as unknown as CustomerDetail;

describe('status refresh (spec section 4: only 20, 30 and 40 are applied)', () => {
  it.each([20, 30, 40])('applies status %i to the detail and to that policy’s summary only', (id) => {
    const status = { PolicyStatusId: id, Description: `status ${id}` };
    expect(withRefreshedStatus(detail, status).PolicyStatus).toEqual(status);
    expect(withRefreshedSummaryStatus(customer, 'A', status).Policies.map((p) => p.PolicyStatusId)).toEqual([id, 40]);
  });

  it.each([50, 60, 61, 10, 45])('ignores status %i: detail and summary keep the status they had', (id) => {
    const status = { PolicyStatusId: id, Description: `status ${id}` };
    expect(withRefreshedStatus(detail, status)).toBe(detail);
    expect(withRefreshedSummaryStatus(customer, 'A', status)).toBe(customer);
  });
});
