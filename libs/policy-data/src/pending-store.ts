import { create } from 'zustand';
import { registerSessionReset } from '@portal/session';

type PaidState = {
  /** When a Pay Now payment of this portal was finalised, by policy number (epoch ms). */
  paidAt: Record<string, number>;
};

/**
 * Pay Now's "just paid" mark (spec section 4: after a successful finalise the policy shows 'Processing Payment').
 * The mark only says when; whether a policy is still pending is decided from its payments query (pending-payment.ts).
 * Cleared with the session (logout, 401, timeout).
 */
export const usePaidStore = create<PaidState>(() => ({ paidAt: {} }));

registerSessionReset(() => usePaidStore.setState({ paidAt: {} }));

/** For Pay Now: after a successful payment, show the policy as 'Processing Payment' and poll until it clears. */
export const markPolicyPending = (policyNumber: string, now = Date.now()) =>
  usePaidStore.setState((state) => ({ paidAt: { ...state.paidAt, [policyNumber]: now } }));
