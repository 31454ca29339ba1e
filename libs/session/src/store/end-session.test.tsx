import { describe, expect, it, vi } from 'vitest';
import { endSession, registerSessionReset } from './end-session';
import { SESSION_STORAGE_KEY, setCustomerLoginId, storeToken, useSessionStore } from './session-store';

describe('endSession: the one place a session ends', () => {
  it('resets every registered store (the query cache is one), the session and the session storage keys', () => {
    const resetPolicies = vi.fn();
    const unregister = registerSessionReset(resetPolicies);
    setCustomerLoginId('login');
    storeToken('token', new Date(Date.now() + 60_000).toISOString());

    endSession('timeout');

    expect(resetPolicies).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({ customerLoginId: null, token: null, expiresAt: null, endReason: 'timeout' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    unregister();
    endSession('logout');
    expect(resetPolicies).toHaveBeenCalledTimes(1);
  });
});
