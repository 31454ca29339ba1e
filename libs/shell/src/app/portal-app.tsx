import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { BrandDefinition, RegionalConfig } from '@portal/config';
import { PortalProviders } from '@portal/session';
import { NotFoundPage } from '../pages/not-found-page';
import { patchPortalRoutes, portalRoutes } from '../routes/portal-routes';
import { createPortalI18n } from './create-portal-i18n';

export type PortalAppProps = { brand: BrandDefinition; regional: RegionalConfig };

/**
 * The whole portal for one brand: the portal's providers (configuration, wording, theme, API client) and routes.
 * Server state (TanStack Query) belongs to the session's signed-in area, not to the login page.
 */
export function PortalApp({ brand, regional }: PortalAppProps) {
  const [i18n] = useState(() => createPortalI18n(brand));
  const [router] = useState(() =>
    createBrowserRouter(portalRoutes(regional), { patchRoutesOnNavigation: patchPortalRoutes(regional) }),
  );
  return (
    <PortalProviders config={{ brand, regional }} i18n={i18n} notFoundPage={<NotFoundPage />}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
