import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  currentToken,
  isExpired,
  readStoredSession,
  SESSION_STORAGE_KEY,
  setCustomerLoginId,
  storeToken,
  useSession,
  useSessionEndReason,
  useSessionStore,
} from './session-store';

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
    // After a logout the tab holds nothing of the session, not even an empty reason.
    expect(sessionStorage.length).toBe(0);
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

  it('ignores a stored session that lacks its login id, token or expiry', () => {
    const expiresAt = inMinutes(5);
    for (const partial of [
      { token: 't', expiresAt },
      { customerLoginId: 'l', expiresAt },
      { customerLoginId: 'l', token: 't' },
    ]) {
      sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(partial));
      expect(readStoredSession()).toEqual({ customerLoginId: null, token: null, expiresAt: null, endReason: null });
    }
  });

  it('counts a token as expired from its expiry instant on, and one without an expiry as not expired', () => {
    const expiresAt = '2026-11-25T10:00:00.000Z';
    const at = Date.parse(expiresAt);
    expect([isExpired(expiresAt, at - 1), isExpired(expiresAt, at), isExpired(null, at)]).toEqual([false, true, false]);
  });

  it('gives components the session, signed in once a token is stored, and why it ended', () => {
    const { result } = renderHook(() => ({ session: useSession(), endReason: useSessionEndReason() }));
    expect(result.current.session).toEqual({ customerLoginId: null, token: null, expiresAt: null, isSignedIn: false });
    const expiresAt = inMinutes(20);
    act(() => {
      setCustomerLoginId('login-5');
      storeToken('token-5', expiresAt);
    });
    expect(result.current.session).toEqual({ customerLoginId: 'login-5', token: 'token-5', expiresAt, isSignedIn: true });
    expect(currentToken()).toBe('token-5');
    act(() => clearSession('unauthorized'));
    expect(result.current).toEqual({
      session: { customerLoginId: null, token: null, expiresAt: null, isSignedIn: false },
      endReason: 'unauthorized',
    });
    expect(currentToken()).toBeNull();
  });
});
