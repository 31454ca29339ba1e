import { render, type RenderResult } from '@testing-library/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { vi, type Mock } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { PortalConfigProvider, brandPlaceholders, type PortalConfig } from '@portal/config';
import { commonWording, createI18n, type Wording } from '@portal/i18n';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { BrandTheme, NotFoundPageProvider } from '@portal/ui-kit';
import { behindSessionGuard } from './guarded-routes';
import { leavePortal } from './leave-portal';
import { ApiClientProvider, handleApiError, endSession, registerSessionReset } from '@portal/session';
import { pageExit, createSessionQueryClient, type SessionQueryClientOptions, seedSession } from '@portal/session/testing';

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
  /** More namespaces of base wording ('common' is always there; libs add their own through their hooks). */
  wording?: Wording;
  /**
   * The pages behind the session guard, with the login page's top at /login, as the shell composes a signed-in page:
   * a session that ends shows the login page and why it ended.
   */
  guarded?: boolean;
};

export type RenderWithPortalResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /**
   * Stands in for `window.location.assign` of the error handling (e.g. a 503 goes to '/503.html'), doing what the
   * browser does: the portal's page goes and the brand's static page shows (./leave-portal.ts).
   */
  leaveTo: Mock<(url: string) => void>;
};

/** Shows where the router is, for assertions: `screen.getByTestId('location')`. */
export function LocationDisplay() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * A QueryClient like the signed-in area's, for rendering a signed-in page on its own: section 8's handling of every
 * failed call, with `leaveTo` instead of leaving the page. Reads do not retry unless asked (`retryReads: true`), so
 * one injected fault is one outcome.
 */
export function createTestQueryClient(options: SessionQueryClientOptions = { retryReads: false }): QueryClient {
  return createSessionQueryClient((error) => handleApiError(error, endSession), options);
}

/** Stands in for the shell's not-found page (which has its own tests). */
function TestNotFoundPage() {
  return <h1>Page not found</h1>;
}

type TestProvidersProps = { config: PortalConfig; wording: Wording; queryClient: QueryClient; children: ReactNode };

function TestProviders({ config, wording, queryClient, children }: TestProvidersProps) {
  const { brand } = config;
  const [i18n] = useState(() =>
    createI18n({
      base: { common: commonWording, ...wording },
      overrides: brand.wording,
      locale: brand.locale,
      variables: brandPlaceholders(brand),
    }),
  );
  // As the signed-in area does: a session end clears the cache.
  useEffect(() => registerSessionReset(() => queryClient.clear()), [queryClient]);
  // The shell's PortalProviders, part for part (session may not import the shell): keep the two in step.
  return (
    <PortalConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <BrandTheme overrides={brand.theme}>
          <ApiClientProvider baseUrl={window.location.origin}>
            <NotFoundPageProvider value={<TestNotFoundPage />}>
              <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
            </NotFoundPageProvider>
          </ApiClientProvider>
        </BrandTheme>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}

/**
 * Renders `ui` as the portal would: configuration (the neutral test brand unless given), wording, theme, a fresh
 * QueryClient with the section-8 error handling, the API client and a memory router at `route`.
 * The vitest set-up (tools/test-setup) empties the session stores after every test.
 */
export function renderWithPortal(ui: ReactElement | null, options: RenderWithPortalOptions = {}): RenderWithPortalResult {
  const config: PortalConfig = { brand: testBrand, regional: testRegionalConfig, ...options.brandConfig };
  if (options.signedIn) seedSession();
  let unmount = () => undefined as void;
  const leaveTo = vi.fn<(url: string) => void>((url) => leavePortal(url, config.brand, unmount));
  vi.spyOn(pageExit, 'assign').mockImplementation(leaveTo);
  const queryClient = createTestQueryClient();
  const pages = options.routes ?? [{ path: options.path ?? '*', element: ui }];
  const routes = options.guarded ? behindSessionGuard(pages) : pages;
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <TestProviders config={config} wording={options.wording ?? {}} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  unmount = () => {
    result.unmount();
    result.container.remove();
  };
  return { ...result, router, queryClient, leaveTo };
}
