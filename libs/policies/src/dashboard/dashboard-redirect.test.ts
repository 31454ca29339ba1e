import { describe, expect, it } from 'vitest';
import { dashboardRedirect } from './dashboard-redirect';

const redirect = (query: string) => dashboardRedirect(new URLSearchParams(query));

describe('dashboard redirect parameters (spec section 2)', () => {
  it.each([
    ['dest=updatepayment&policy=1001', '/update/payment/1001'],
    ['dest=payment&policy=1001', '/payment/1001'],
    ['dest=correspondence&policy=1001', '/documents/1001'],
    ['dest=Payment&policy=1001', '/payment/1001'],
  ])('%s goes to %s', (query, to) => {
    expect(redirect(query)).toBe(to);
  });

  it.each(['', 'dest=payment', 'policy=1001', 'dest=elsewhere&policy=1001'])('%s stays on the dashboard', (query) => {
    expect(redirect(query)).toBeNull();
  });
});
