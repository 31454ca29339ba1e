import { StrictMode } from 'react';
import {
  brandLanguages,
  loadLanguage,
  loadRegionalConfig,
  preferredLanguage,
  type BrandDefinition,
  type LoadedLanguage,
} from '@portal/config';
import { startTabSync } from '@portal/session';
import { startTelemetry } from '@portal/telemetry';
import { reloadOnBackForwardRestore } from '../lifecycle/page-lifecycle';
import { portalRelease } from '../telemetry/release';
import { ConfigErrorPage } from './config-error-page';
import { PortalApp } from './portal-app';
import { mountPortal } from './mount-portal';
import { CLIENT_RENDER_ATTRIBUTE } from './prerender-gate';

/** Starts the portal for one brand: the only call a brand app makes. */
export async function startPortal(brand: BrandDefinition, container = document.getElementById('root')) {
  if (!container) throw new Error('The page has no #root element');
  reloadOnBackForwardRestore();
  // A visitor who chose another of the brand's languages: the prerendered (default-language) login screen is never
  // hydrated; the portal renders afresh once that language's resources are here (index.html's gate hid the root).
  const code = preferredLanguage(brand);
  let language: Promise<LoadedLanguage | undefined> = Promise.resolve(undefined);
  if (code !== brandLanguages(brand)[0]?.code) {
    document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
    language = loadLanguage(brand, code).catch((error: unknown) => {
      console.error(error);
      return undefined;
    });
  }
  let regional;
  try {
    regional = await loadRegionalConfig({ countryId: brand.countryId, brandId: brand.id });
  } catch (error) {
    console.error(error);
    document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
    mountPortal(container, <ConfigErrorPage brand={brand} />);
    return;
  }
  // Off (no `telemetry` in the served configuration): nothing is fetched. On: its lazy chunk loads beside the render.
  void startTelemetry(regional.telemetry, { brand: brand.slug, release: portalRelease() });
  // Rendered afresh instead of hydrated when the served configuration is not the one the login screen was prerendered from.
  mountPortal(
    container,
    <StrictMode>
      <PortalApp brand={brand} regional={regional} initialLanguage={await language} />
    </StrictMode>,
    regional,
  );
  // After the first render (a prerendered login page hydrates signed out first): join another tab's session.
  startTabSync();
}
