import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiClientProvider, endSession, handleApiError } from '@portal/auth';
import { PortalConfigProvider, type BrandDefinition, type RegionalConfig } from '@portal/config';
import { portalRoutes } from '../routes/portal-routes';
import { BrandProviders } from './brand-providers';
import { createPortalI18n } from './create-portal-i18n';
import { createPortalQueryClient } from './create-portal-query-client';

export type PortalAppProps = { brand: BrandDefinition; regional: RegionalConfig };

/** The whole portal for one brand: configuration, theme, wording, server state and routes. */
export function PortalApp({ brand, regional }: PortalAppProps) {
  const [i18n] = useState(() => createPortalI18n(brand));
  const [queryClient] = useState(() => {
    const client: QueryClient = createPortalQueryClient((error) =>
      handleApiError(error, (reason) => endSession(reason, client)),
    );
    return client;
  });
  const [router] = useState(() => createBrowserRouter(portalRoutes(regional)));
  return (
    <PortalConfigProvider value={{ brand, regional }}>
      <I18nextProvider i18n={i18n}>
        <BrandProviders brand={brand}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider>
              <RouterProvider router={router} />
            </ApiClientProvider>
          </QueryClientProvider>
        </BrandProviders>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}
