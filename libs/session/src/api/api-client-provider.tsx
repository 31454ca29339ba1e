import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@portal/core-api';
import { reportTimedCalls } from './report-call-failure';
import { useBrand, useRegionalConfig } from '@portal/config';
import { useSessionStore } from '../store/session-store';

/** The API host: the page's own origin unless the build sets VITE_API_BASE_URL (docs/architecture.md, Serving and lifecycle). */
const defaultBaseUrl = (): string => import.meta.env['VITE_API_BASE_URL'] ?? '';

const ApiClientContext = createContext<ApiClient | null>(null);

export type ApiClientProviderProps = {
  children: ReactNode;
  /** Overrides the API host (tests give an absolute origin, as Node's fetch needs one). */
  baseUrl?: string;
};

/**
 * One API client for the portal: the brand's country, the configured Request-Source value (section 7: "customer portal
 * web value", a deployment setting, default 'CustomerPortalWeb') and the session's token at call time; every call is
 * reported to telemetry (its call name, path, status and duration).
 */
export function ApiClientProvider({ children, baseUrl }: ApiClientProviderProps) {
  const { countryId } = useBrand();
  const { requestSource } = useRegionalConfig().api;
  const client = useMemo(
    () =>
      reportTimedCalls(
        createApiClient({
          baseUrl: baseUrl ?? defaultBaseUrl(),
          countryId,
          requestSource,
          getToken: () => useSessionStore.getState().token,
        }),
      ),
    [baseUrl, countryId, requestSource],
  );
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('ApiClientProvider is missing');
  return client;
}
