import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The signed-in session's server-state cache. No retry storms against a failing API, no refetch on focus of personal
 * data. `onError` sees every failed query and mutation (section 8: 401 and 503).
 */
export function createSessionQueryClient(onError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
