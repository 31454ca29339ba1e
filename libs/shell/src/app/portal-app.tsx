import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PortalConfigProvider, type BrandDefinition, type RegionalConfig } from '@portal/config';
import { portalRoutes } from '../routes/portal-routes';
import { BrandProviders } from './brand-providers';
import { createPortalI18n } from './create-portal-i18n';
import { createPortalQueryClient } from './create-portal-query-client';

export type PortalAppProps = { brand: BrandDefinition; regional: RegionalConfig };

/** The whole portal for one brand: configuration, theme, wording, server state and routes. */
export function PortalApp({ brand, regional }: PortalAppProps) {
  const [i18n] = useState(() => createPortalI18n(brand));
  const [queryClient] = useState(createPortalQueryClient);
  const [router] = useState(() => createBrowserRouter(portalRoutes(regional)));
  return (
    <PortalConfigProvider value={{ brand, regional }}>
      <I18nextProvider i18n={i18n}>
        <BrandProviders brand={brand}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </BrandProviders>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}
