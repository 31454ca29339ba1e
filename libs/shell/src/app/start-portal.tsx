import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRegionalConfig, type BrandDefinition } from '@portal/config';
import { SESSION_STORAGE_KEY } from '@portal/session';
import { recoverFromFailedChunks, reloadOnBackForwardRestore } from '../lifecycle/page-lifecycle';
import { ConfigErrorPage } from './config-error-page';
import { PortalApp } from './portal-app';

/**
 * Whether the login screen the build prerendered into index.html is what this visit shows first: nobody is signed in
 * (nothing in sessionStorage) and the page is /login, or / which the guard sends to /login with its query string
 * (the address changes first, so the router starts where the markup is). Anything else renders afresh.
 */
function showsPrerenderedLogin(container: HTMLElement): boolean {
  if (!container.firstElementChild) return false;
  try {
    if (sessionStorage.getItem(SESSION_STORAGE_KEY) !== null) return false;
  } catch {
    return false;
  }
  const { pathname, search } = window.location;
  if (pathname === '/') window.history.replaceState(null, '', `/login${search}`);
  return pathname === '/' || pathname === '/login';
}

/** Starts the portal for one brand: the only call a brand app makes. */
export async function startPortal(brand: BrandDefinition, container = document.getElementById('root')) {
  if (!container) throw new Error('The page has no #root element');
  reloadOnBackForwardRestore();
  recoverFromFailedChunks();
  try {
    const regional = await loadRegionalConfig({ countryId: brand.countryId, brandId: brand.id });
    const app = (
      <StrictMode>
        <PortalApp brand={brand} regional={regional} />
      </StrictMode>
    );
    if (showsPrerenderedLogin(container)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  } catch (error) {
    console.error(error);
    createRoot(container).render(<ConfigErrorPage brand={brand} />);
  }
}
