import { describe, expect, it } from 'vitest';
import { endSession } from '@portal/session';
import { usePayNowSelection } from './selection-store';

const store = () => usePayNowSelection.getState();

describe("Pay Now's selection store", () => {
  it('keeps a selection per policy, clears one policy without touching another, and empties with the session', () => {
    store().select('P1', [11, 12]);
    store().select('P2', [21]);
    store().select('P1', [11]);
    expect(store().byPolicy).toEqual({ P1: [11], P2: [21] });

    store().clear('P1');
    expect(store().byPolicy).toEqual({ P2: [21] });
    const before = store().byPolicy;
    store().clear('P1');
    // Clearing a policy with no selection changes nothing, so no subscriber re-renders.
    expect(store().byPolicy).toBe(before);

    endSession('logout');
    expect(store().byPolicy).toEqual({});
  });
});
