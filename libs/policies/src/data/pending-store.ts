import { create } from 'zustand';
import { registerSessionReset } from '@portal/session';

type PendingState = {
  /** Policy numbers with a payment being processed ('Processing Payment'). */
  pending: Record<string, true>;
  markPending: (policyNumber: string) => void;
  clearPending: (policyNumber: string) => void;
  reset: () => void;
};

/**
 * Spec section 3 "Also kept: list of policies pending payment". Set by a 473 answer or by a successful Pay Now;
 * cleared by a 204 answer. Cleared with the session (logout, 401, timeout).
 */
export const usePendingStore = create<PendingState>()((set) => ({
  pending: {},
  markPending: (policyNumber) =>
    set((state) => (state.pending[policyNumber] ? state : { pending: { ...state.pending, [policyNumber]: true } })),
  clearPending: (policyNumber) =>
    set((state) => {
      if (!state.pending[policyNumber]) return state;
      const { [policyNumber]: _cleared, ...rest } = state.pending;
      return { pending: rest };
    }),
  reset: () => set({ pending: {} }),
}));

registerSessionReset(() => usePendingStore.getState().reset());

/** For Pay Now: after a successful payment, show the policy as 'Processing Payment' and poll until it clears. */
export const markPolicyPending = (policyNumber: string) => usePendingStore.getState().markPending(policyNumber);
