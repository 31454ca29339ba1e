import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  brandLanguages,
  loadLanguage,
  loadRegionalConfig,
  preferredLanguage,
  type BrandDefinition,
  type LoadedLanguage,
} from '@portal/config';
import { startTabSync } from '@portal/session';
import { reloadOnBackForwardRestore } from '../lifecycle/page-lifecycle';
import { ConfigErrorPage } from './config-error-page';
import { PortalApp } from './portal-app';
import { CLIENT_RENDER_ATTRIBUTE } from './prerender-gate';

/**
 * Renders into #root. The build prerenders the login screen into index.html; it is hydrated when index.html's gate
 * script found it right for this visit (nobody signed in, on /login), otherwise replaced by a fresh render.
 */
function mount(container: HTMLElement, app: React.ReactNode) {
  const html = document.documentElement;
  if (container.firstElementChild && !html.hasAttribute(CLIENT_RENDER_ATTRIBUTE)) {
    // The screen is already painted: hydrating in a transition lets React yield to the browser every few
    // milliseconds instead of blocking the main thread for the whole tree (Lighthouse's TBT on the login page).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  html.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
  createRoot(container).render(app);
}

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
    mount(container, <ConfigErrorPage brand={brand} />);
    return;
  }
  mount(
    container,
    <StrictMode>
      <PortalApp brand={brand} regional={regional} initialLanguage={await language} />
    </StrictMode>,
  );
  // After the first render (a prerendered login page hydrates signed out first): join another tab's session.
  startTabSync();
}
