import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { SESSION_END_STORAGE_KEY, SESSION_STORAGE_KEY } from './storage-key';

/** Why a session ended: the customer logged out, it timed out, a call was answered 401, or 403 (section 8: locked). */
export type SessionEndReason = 'logout' | 'timeout' | 'unauthorized' | 'locked';

/** The reasons the login page shows, and so keeps over a reload (a logout the customer asked for says nothing). */
const SHOWN_REASONS: readonly SessionEndReason[] = ['timeout', 'unauthorized', 'locked'];
const shownReason = (value: unknown): SessionEndReason | null => SHOWN_REASONS.find((reason) => reason === value) ?? null;

/** Section 3 "Auth state": the login id (from the credentials step) and the bearer token with its expiry. */
export type SessionData = { customerLoginId: string | null; token: string | null; expiresAt: string | null };
type SessionState = SessionData & { endReason: SessionEndReason | null };

export type Session = SessionData & { isSignedIn: boolean };

/**
 * The session lives in memory and in sessionStorage only (never localStorage, a cookie or the URL): a reload keeps
 * it, closing the tab ends it. Only a signed-in session (one with a token) is written; once it ends, only why
 * (SESSION_END_STORAGE_KEY), so that the login page of a reloaded tab still says it.
 */
export { SESSION_STORAGE_KEY };

const empty: SessionData = { customerLoginId: null, token: null, expiresAt: null };

export const isExpired = (expiresAt: string | null, now = Date.now()): boolean => expiresAt !== null && !(Date.parse(expiresAt) > now);

/**
 * Reads the stored session; one that expired while the page was away ends as a timeout. Without one, why the last
 * session of this tab ended, if the login page says it.
 */
export function readStoredSession(storage: Storage = sessionStorage, now = Date.now()): SessionState {
  let stored: Partial<SessionData> | null = null;
  try {
    stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Partial<SessionData> | null;
  } catch {
    // A damaged entry reads as none.
  }
  if (!stored?.token || !stored.customerLoginId || !stored.expiresAt) {
    return { ...empty, endReason: shownReason(storage.getItem(SESSION_END_STORAGE_KEY)) };
  }
  if (isExpired(stored.expiresAt, now)) {
    storage.removeItem(SESSION_STORAGE_KEY);
    storage.setItem(SESSION_END_STORAGE_KEY, 'timeout');
    return { ...empty, endReason: 'timeout' };
  }
  return { customerLoginId: stored.customerLoginId, token: stored.token, expiresAt: stored.expiresAt, endReason: null };
}

export const useSessionStore = create<SessionState>(() => readStoredSession());

useSessionStore.subscribe(({ customerLoginId, token, expiresAt, endReason }) => {
  if (token) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ customerLoginId, token, expiresAt }));
  else sessionStorage.removeItem(SESSION_STORAGE_KEY);
  const shown = token ? null : shownReason(endReason);
  if (shown) sessionStorage.setItem(SESSION_END_STORAGE_KEY, shown);
  else sessionStorage.removeItem(SESSION_END_STORAGE_KEY);
});

/** The credentials were accepted: the code screen needs the login id. */
export const setCustomerLoginId = (customerLoginId: string | null) =>
  useSessionStore.setState({ customerLoginId, token: null, expiresAt: null, endReason: null });

/** The code was accepted (or the token refreshed): store the token and its expiry. */
export const storeToken = (token: string, expiresAt: string) => useSessionStore.setState({ token, expiresAt });

/** Empties the session; only end-session.ts calls this with a reason. */
export const clearSession = (endReason: SessionEndReason | null) => useSessionStore.setState({ ...empty, endReason });

/** The current session, for components. */
export function useSession(): Session {
  return useSessionStore(
    useShallow(({ customerLoginId, token, expiresAt }) => ({
      customerLoginId,
      token,
      expiresAt,
      isSignedIn: token !== null,
    })),
  );
}

export const useSessionEndReason = () => useSessionStore((state) => state.endReason);

/** The token now, outside React (a logout decides whether to tell the server). */
export const currentToken = (): string | null => useSessionStore.getState().token;
