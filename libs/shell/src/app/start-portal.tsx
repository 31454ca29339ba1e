import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRegionalConfig, type BrandDefinition } from '@portal/config';
import { recoverFromFailedChunks, reloadOnBackForwardRestore } from '../lifecycle/page-lifecycle';
import { ConfigErrorPage } from './config-error-page';
import { PortalApp } from './portal-app';

/** Starts the portal for one brand: the only call a brand app makes. */
export async function startPortal(brand: BrandDefinition, container = document.getElementById('root')) {
  if (!container) throw new Error('The page has no #root element');
  reloadOnBackForwardRestore();
  recoverFromFailedChunks();
  const root = createRoot(container);
  try {
    const regional = await loadRegionalConfig({ countryId: brand.countryId, brandId: brand.id });
    root.render(
      <StrictMode>
        <PortalApp brand={brand} regional={regional} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorPage brand={brand} />);
  }
}
