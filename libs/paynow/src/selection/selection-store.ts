import { create } from 'zustand';
import { registerSessionReset } from '@portal/session';
import type { Selection } from './selection-rules';

type SelectionState = {
  /** Pay Now selection per policy number (spec section 3: selected transactions); absent = not chosen yet. */
  byPolicy: Record<string, Selection>;
  select: (policyNumber: string, selection: Selection) => void;
  clear: (policyNumber: string) => void;
  reset: () => void;
};

/** Pay Now's selection, kept while the customer moves between selection and card entry; cleared with the session. */
export const usePayNowSelection = create<SelectionState>()((set) => ({
  byPolicy: {},
  select: (policyNumber, selection) => set((s) => ({ byPolicy: { ...s.byPolicy, [policyNumber]: selection } })),
  clear: (policyNumber) =>
    set((s) => {
      if (!(policyNumber in s.byPolicy)) return s;
      const { [policyNumber]: _cleared, ...rest } = s.byPolicy;
      return { byPolicy: rest };
    }),
  reset: () => set({ byPolicy: {} }),
}));

registerSessionReset(() => usePayNowSelection.getState().reset());
