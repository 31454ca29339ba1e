import { QueryClient } from '@tanstack/react-query';

/** Server state defaults: no retry storms against a failing API, no refetch on focus of personal data. */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
