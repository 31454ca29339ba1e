import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
 * The one place a session ends (logout, 401, timeout): every registered store, the session, the server-state cache
 * (in-flight calls cancelled first) and the session storage keys. Navigation follows from the route guards.
 */
export function endSession(reason: SessionEndReason, queryClient: QueryClient): void {
  resetSessionStores(reason);
  void queryClient.cancelQueries();
  queryClient.clear();
  for (const key of SESSION_STORAGE_KEYS) sessionStorage.removeItem(key);
}

/** Every registered store and the session itself (tests call it between cases with no reason). */
export function resetSessionStores(reason: SessionEndReason | null = null): void {
  for (const reset of resets) reset();
  clearSession(reason);
}

/** `endSession` bound to the app's QueryClient. */
export function useEndSession(): (reason: SessionEndReason) => void {
  const queryClient = useQueryClient();
  return useCallback((reason: SessionEndReason) => endSession(reason, queryClient), [queryClient]);
}
