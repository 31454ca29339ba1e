import { configure, render, type RenderResult } from '@testing-library/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterEach, vi, type Mock } from 'vitest';
import { commonWording, createI18n, PortalConfigProvider, type PortalConfig, type Wording } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { createTheme } from '@portal/ui-kit';
import { ApiClientProvider } from '../api/api-client-provider';
import { authWording } from '../auth-wording';
import { createSessionQueryClient } from '../session/create-session-query-client';
import { endSession, registerSessionReset, resetSessionStores } from '../session/end-session';
import { handleApiError, pageExit } from '../session/handle-api-error';
import { seedSession } from './sign-in-for-test';

export type RenderWithPortalOptions = {
  /** The URL the router starts at (default '/'). */
  route?: string;
  /** The route pattern `ui` renders at (default '*'), for pages that read params. */
  path?: string;
  /** Routes instead of `ui` (e.g. a guard with its pages). */
  routes?: RouteObject[];
  /** The brand and regional configuration (default: the neutral test brand of @portal/config/testing). */
  brandConfig?: Partial<PortalConfig>;
  /** Seeds a (fake) session first; use `signInForTest` for one the sandbox accepts. */
  signedIn?: boolean;
  /** More namespaces of base wording (common and auth are always there). */
  wording?: Wording;
};

export type RenderWithPortalResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** Stands in for `window.location.assign` of the error handling (e.g. a 503 goes to '/503.html'). */
  leaveTo: Mock<(url: string) => void>;
};

/** Shows where the router is, for assertions: `screen.getByTestId('location')`. */
export function LocationDisplay() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * A QueryClient like the signed-in area's, for rendering a signed-in page on its own: section 8's handling of every
 * failed call, with `leaveTo` instead of leaving the page.
 */
export function createTestQueryClient(): QueryClient {
  return createSessionQueryClient((error) => handleApiError(error, endSession));
}

function Providers({ config, wording, queryClient, children }: { config: PortalConfig; wording: Wording; queryClient: QueryClient; children: ReactNode }) {
  const { brand } = config;
  const [i18n] = useState(() =>
    createI18n({
      base: { common: commonWording, auth: authWording, ...wording },
      overrides: brand.wording,
      locale: brand.locale,
      variables: { phone: brand.phone, brandName: brand.name },
    }),
  );
  const [theme] = useState(() => createTheme(brand.theme));
  // As the signed-in area does: a session end clears the cache.
  useEffect(() => registerSessionReset(() => queryClient.clear()), [queryClient]);
  return (
    <PortalConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider baseUrl={window.location.origin}>{children}</ApiClientProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}

/**
 * Renders `ui` as the portal would: configuration (the neutral test brand unless given), wording, theme, a fresh
 * QueryClient with the section-8 error handling, the API client and a memory router at `route`.
 */
export function renderWithPortal(ui: ReactElement | null, options: RenderWithPortalOptions = {}): RenderWithPortalResult {
  const config: PortalConfig = { brand: testBrand, regional: testRegionalConfig, ...options.brandConfig };
  if (options.signedIn) seedSession();
  const leaveTo = vi.fn<(url: string) => void>();
  vi.spyOn(pageExit, 'assign').mockImplementation(leaveTo);
  const queryClient = createTestQueryClient();
  const routes = options.routes ?? [{ path: options.path ?? '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <Providers config={config} wording={options.wording ?? {}} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient, leaveTo };
}

// Lazy chunks (the code screen, the signed-in upkeep) are transformed on first use, which can take seconds on a busy
// machine: findBy* and waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

// Every test starts signed out with empty stores (the session store lives for the whole file).
afterEach(() => {
  resetSessionStores();
  vi.mocked(pageExit.assign).mockRestore?.();
});
