import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { selectRegionalConfig, type BrandDefinition } from '@portal/config';
import { NotFoundPage } from '../pages/not-found-page';
import { portalRoutes } from '../routes/portal-routes';
import { configFingerprint } from './config-fingerprint';
import { createPortalI18n } from './create-portal-i18n';
import { PRERENDERED_PATH } from './prerender-gate';
import { PortalLanguages } from './portal-languages';
import { PortalProviders } from './portal-providers';

// tools/vite-config prerender.ts loads this file by path (Vite's SSR loader) and reads these with prerenderPortal.
/** @public */
export { prerenderGateFor } from './prerender-gate';
/** @public */
export { CONFIG_FINGERPRINT_ATTRIBUTE } from './config-fingerprint';

/**
 * Build time only (the brand's Vite build runs it in Node, never in a bundle): the login screen's first state for one
 * brand, with its frame, wording and theme, as HTML and the style tags styled-components collected (carrying `nonce`,
 * which nginx replaces per response). The tree is the one startPortal hydrates: same providers, same routes, in the
 * brand's default language (a visitor who chose another is rendered afresh, see prerender-gate.ts). `fingerprint`
 * names the configuration it was rendered from (config-fingerprint.ts): the build writes it on #root, and startPortal
 * renders afresh instead of hydrating when the served configResponse.json's differs.
 */
export async function prerenderPortal(
  brand: BrandDefinition,
  configEntries: unknown,
  nonce: string,
): Promise<{ html: string; styleTags: string; fingerprint: string }> {
  const regional = selectRegionalConfig(configEntries, brand.countryId, brand.id);
  if (!regional) throw new Error(`${brand.slug}: the regional configuration has no entry for the brand`);
  const handler = createStaticHandler(portalRoutes(regional));
  const context = await handler.query(new Request(`https://${brand.domain}${PRERENDERED_PATH}`));
  if (context instanceof Response) throw new Error(`${brand.slug}: ${PRERENDERED_PATH} answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet({ nonce });
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <PortalLanguages brand={brand} current={brand.locale} select={() => {}}>
            <PortalProviders config={{ brand, regional }} i18n={createPortalI18n(brand)} notFoundPage={<NotFoundPage />}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PortalProviders>
          </PortalLanguages>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags(), fingerprint: configFingerprint(regional) };
  } finally {
    sheet.seal();
  }
}
