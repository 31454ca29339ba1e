import { describe, expect, it } from 'vitest';
import { endSession } from '@portal/session';
import { usePayNowSelection } from './selection-store';

const store = () => usePayNowSelection.getState();

describe("Pay Now's selection store", () => {
  it('keeps a selection per policy, clears one policy without touching another, and empties with the session', () => {
    store().select('P1', ['t11', 't12']);
    store().select('P2', ['t21']);
    store().select('P1', ['t11']);
    expect(store().byPolicy).toEqual({ P1: ['t11'], P2: ['t21'] });

    store().clear('P1');
    expect(store().byPolicy).toEqual({ P2: ['t21'] });
    const before = store().byPolicy;
    store().clear('P1');
    // Clearing a policy with no selection changes nothing, so no subscriber re-renders.
    expect(store().byPolicy).toBe(before);

    endSession('logout');
    expect(store().byPolicy).toEqual({});
  });
});
