import { portalPaths } from '@portal/session';

/** Spec section 2: redirect parameters on / (dest and policy). */
const destinations: Record<string, (policy: string) => string> = {
  updatepayment: portalPaths.updatePayment,
  payment: portalPaths.payNow,
  correspondence: portalPaths.documents,
};

/** Where `?dest=...&policy=N` sends the customer, or null to stay on the dashboard. */
export function dashboardRedirect(search: URLSearchParams): string | null {
  const dest = search.get('dest')?.toLowerCase();
  const policy = search.get('policy')?.trim();
  const to = dest ? destinations[dest] : undefined;
  return to && policy ? to(policy) : null;
}
