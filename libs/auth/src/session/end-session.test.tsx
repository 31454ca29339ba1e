import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { endSession, registerSessionReset } from './end-session';
import { SESSION_STORAGE_KEY, setCustomerLoginId, storeToken, useSessionStore } from './session-store';

describe('endSession: the one place a session ends', () => {
  it('resets every registered store, the session, the query cache and the session storage keys', () => {
    const resetPolicies = vi.fn();
    const unregister = registerSessionReset(resetPolicies);
    setCustomerLoginId('login');
    storeToken('token', new Date(Date.now() + 60_000).toISOString());
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customer-detail', 'login'], { FirstName: 'Mary' });

    endSession('timeout', queryClient);

    expect(resetPolicies).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({ customerLoginId: null, token: null, expiresAt: null, endReason: 'timeout' });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    unregister();
    endSession('logout', queryClient);
    expect(resetPolicies).toHaveBeenCalledTimes(1);
  });
});
