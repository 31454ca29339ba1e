import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Server state defaults: no retry storms against a failing API, no refetch on focus of personal data.
 * `onError` sees every failed query and mutation (the auth lib's section-8 handling: 401 and 503).
 */
export function createPortalQueryClient(onError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
