import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { ApiClientProvider } from '@portal/auth';
import { PortalConfigProvider, type BrandDefinition, type RegionalConfig } from '@portal/config';
import { portalRoutes } from '../routes/portal-routes';
import { BrandProviders } from './brand-providers';
import { createPortalI18n } from './create-portal-i18n';

export type PortalAppProps = { brand: BrandDefinition; regional: RegionalConfig };

/**
 * The whole portal for one brand: configuration, theme, wording, API client and routes. Server state (TanStack Query)
 * belongs to the signed-in area of the auth lib, not to the login page.
 */
export function PortalApp({ brand, regional }: PortalAppProps) {
  const [i18n] = useState(() => createPortalI18n(brand));
  const [router] = useState(() => createBrowserRouter(portalRoutes(regional)));
  return (
    <PortalConfigProvider value={{ brand, regional }}>
      <I18nextProvider i18n={i18n}>
        <BrandProviders brand={brand}>
          <ApiClientProvider>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </BrandProviders>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}
