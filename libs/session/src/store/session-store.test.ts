import { describe, expect, it } from 'vitest';
import { clearSession, readStoredSession, SESSION_STORAGE_KEY, setCustomerLoginId, storeToken, useSessionStore } from './session-store';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('session store', () => {
  it('keeps a signed-in session in sessionStorage only (never localStorage), and forgets it when cleared', () => {
    setCustomerLoginId('login-1');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    storeToken('token-1', inMinutes(20));
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ customerLoginId: 'login-1', token: 'token-1' });
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    clearSession('logout');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null, endReason: 'logout' });
  });

  it('restores a stored session on reload', () => {
    const expiresAt = inMinutes(5);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ customerLoginId: 'l', token: 't', expiresAt }));
    expect(readStoredSession()).toEqual({ customerLoginId: 'l', token: 't', expiresAt, endReason: null });
  });

  it('ends a stored session that expired while the page was away as a timeout', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ customerLoginId: 'l', token: 't', expiresAt: inMinutes(-1) }));
    expect(readStoredSession()).toMatchObject({ token: null, endReason: 'timeout' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged stored session', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toMatchObject({ token: null, endReason: null });
  });
});
