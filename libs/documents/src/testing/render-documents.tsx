import type { RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { LocationDisplay, renderWithPortal, type RenderWithPortalResult } from '@portal/testing';
import { DocumentListPage } from '../list/document-list-page';
import { DocumentViewerPage } from '../viewer/document-viewer-page';

/**
 * Renders the documents routes at `route` in the portal's providers (test brand), with the location shown; `guarded`:
 * behind the session guard, the login page at /login (renderWithPortal's option).
 */
export function renderDocuments(
  route: string,
  flags: Partial<RegionalConfig['featureFlag']> = {},
  { guarded = false }: { guarded?: boolean } = {},
): RenderWithPortalResult {
  const regional: RegionalConfig = { ...testRegionalConfig, featureFlag: { ...testRegionalConfig.featureFlag, ...flags } };
  return renderWithPortal(null, {
    route,
    brandConfig: { brand: testBrand, regional },
    guarded,
    routes: [
      {
        path: '/documents/:policyNumber',
        element: (
          <>
            <DocumentListPage />
            <LocationDisplay />
          </>
        ),
      },
      {
        path: '/documents/:policyNumber/view',
        element: (
          <>
            <DocumentViewerPage />
            <LocationDisplay />
          </>
        ),
      },
    ],
  });
}
