import { create } from 'zustand';
import { registerSessionReset } from '@portal/session';

type CrossSellState = {
  /** Feature ids the customer dismissed or used in this session (spec section 3: suppressed feature ids). */
  hidden: Record<number, true>;
  hide: (featureId: number) => void;
  reset: () => void;
};

export const useCrossSellStore = create<CrossSellState>()((set) => ({
  hidden: {},
  hide: (featureId) => set((state) => ({ hidden: { ...state.hidden, [featureId]: true } })),
  reset: () => set({ hidden: {} }),
}));

registerSessionReset(() => useCrossSellStore.getState().reset());
