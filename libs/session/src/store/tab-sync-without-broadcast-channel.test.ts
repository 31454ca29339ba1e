import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './end-session';
import { setCustomerLoginId, storeToken, useSessionStore } from './session-store';
import { startTabSync } from './tab-sync';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

afterEach(() => {
  vi.unstubAllGlobals();
});

// A browser without BroadcastChannel (older Safari; WebKitGTK 2.50 has it) keeps each tab's session to itself.
describe('tab sync without BroadcastChannel', () => {
  it('starts and stops without a channel, and the tab signs in, refreshes and logs out on its own', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const stop = startTabSync();
    setCustomerLoginId('login-1');
    storeToken('token-1', inMinutes(15));
    expect(useSessionStore.getState()).toMatchObject({ customerLoginId: 'login-1', token: 'token-1' });
    storeToken('token-2', inMinutes(20));
    expect(useSessionStore.getState().token).toBe('token-2');
    endSession('logout');
    expect(useSessionStore.getState().token).toBeFalsy();
    expect(stop).not.toThrow();
  });
});
