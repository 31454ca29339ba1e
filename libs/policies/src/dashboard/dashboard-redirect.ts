/** Spec section 2: redirect parameters on / (dest and policy). */
const destinations: Record<string, (policy: string) => string> = {
  updatepayment: (policy) => `/update/payment/${policy}`,
  payment: (policy) => `/payment/${policy}`,
  correspondence: (policy) => `/documents/${policy}`,
};

/** Where `?dest=...&policy=N` sends the customer, or null to stay on the dashboard. */
export function dashboardRedirect(search: URLSearchParams): string | null {
  const dest = search.get('dest')?.toLowerCase();
  const policy = search.get('policy')?.trim();
  const to = dest ? destinations[dest] : undefined;
  return to && policy ? to(encodeURIComponent(policy)) : null;
}
