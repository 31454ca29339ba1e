import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { brandPlaceholders, type BrandDefinition, type LoadedLanguage, type RegionalConfig } from '@portal/config';
import { setReplayWording } from '@portal/telemetry';
import { NotFoundPage } from '../pages/not-found-page';
import { followRouteTemplates } from '../telemetry/route-template';
import { patchPortalRoutes, portalRoutes } from '../routes/portal-routes';
import { createPortalI18n } from './create-portal-i18n';
import { PortalLanguages, usePortalLanguage } from './portal-languages';
import { PortalProviders } from './portal-providers';

export type PortalAppProps = {
  brand: BrandDefinition;
  regional: RegionalConfig;
  /** The language to start in when it is not the brand's default (loaded before the first render). */
  initialLanguage?: LoadedLanguage;
};

/**
 * The whole portal for one brand: the portal's providers (configuration, wording, theme, API client) and routes.
 * Server state (TanStack Query) belongs to the session's signed-in area, not to the login page.
 */
export function PortalApp({ brand, regional, initialLanguage }: PortalAppProps) {
  const [i18n] = useState(() => createPortalI18n(brand));
  const [config] = useState(() => ({ brand, regional }));
  const language = usePortalLanguage(config, i18n, initialLanguage);
  const [router] = useState(() => createBrowserRouter(portalRoutes(regional), { patchRoutesOnNavigation: patchPortalRoutes(regional) }));
  // Telemetry reports the matched route pattern, never the path (libs/telemetry).
  useEffect(() => followRouteTemplates(router), [router]);
  // A replay keeps the portal's own wording readable and masks every other text (libs/telemetry, Replay).
  useEffect(
    () => setReplayWording(() => [language.i18n.store.data, language.config.regional.regionalisation], brandPlaceholders(brand)),
    [language.i18n, language.config, brand],
  );
  return (
    <PortalLanguages brand={brand} current={language.code} select={language.select}>
      <PortalProviders config={language.config} i18n={language.i18n} notFoundPage={<NotFoundPage />}>
        <RouterProvider router={router} />
      </PortalProviders>
    </PortalLanguages>
  );
}
