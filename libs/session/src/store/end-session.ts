import { clearSession, SESSION_STORAGE_KEY, type SessionEndReason } from './session-store';

const resets = new Set<() => void>();

/**
 * Each feature registers the reset of its own store (contacts, policies, documents, Pay Now, features...), once,
 * next to the store. Returns the unregister function.
 */
export function registerSessionReset(reset: () => void): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Session storage keys that belong to the session (the session itself; features clear theirs in their reset). */
const SESSION_STORAGE_KEYS = [SESSION_STORAGE_KEY];

/**
 * The one place a session ends (logout, 401, timeout): every registered store (the signed-in area registers the
 * server-state cache, which cancels in-flight calls and clears), the session and the session storage keys.
 * Navigation follows from the route guards.
 */
export function endSession(reason: SessionEndReason): void {
  resetSessionStores(reason);
  for (const key of SESSION_STORAGE_KEYS) sessionStorage.removeItem(key);
}

/** Every registered store and the session itself (tests call it between cases with no reason). */
export function resetSessionStores(reason: SessionEndReason | null = null): void {
  for (const reset of resets) reset();
  clearSession(reason);
}
