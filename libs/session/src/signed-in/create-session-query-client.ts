import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { readRetryDelay, retryRead } from '../api/query-retry';
import { coalesceQueryNotifications } from './coalesced-notifications';

export type SessionQueryClientOptions = {
  /** Reads retry their retryable failures (default true). Component tests turn it off so one injected fault is
   * one outcome; the policy has its own tests. */
  retryReads?: boolean;
};

/**
 * The signed-in session's server-state cache. Reads (queries) retry a retryable failure with jittered back-off and
 * the server's Retry-After; writes (mutations) never retry on their own. TanStack's default network mode pauses
 * queries while the browser is offline and resumes them when it is back (onlineManager). No refetch on focus of
 * personal data. Observers hear of changes in coalesced batches (coalesced-notifications.ts). `onError` sees every
 * failed query (after its retries) and mutation (section 8: 401 and 503).
 */
export function createSessionQueryClient(onError?: (error: unknown) => void, options: SessionQueryClientOptions = {}): QueryClient {
  coalesceQueryNotifications();
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        retry: options.retryReads === false ? false : retryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
