import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { RegionalConfig } from '@portal/config';
import { CONFIG_FINGERPRINT_ATTRIBUTE, configFingerprint } from './config-fingerprint';
import { CLIENT_RENDER_ATTRIBUTE } from './prerender-gate';

/**
 * Renders the app into #root. The build prerenders the login screen into index.html; it is hydrated when index.html's
 * gate script found it right for this visit (nobody signed in, on /login) and it was prerendered from the
 * configuration served now (`regional`, compared by fingerprint), otherwise replaced by a fresh render.
 */
export function mountPortal(container: HTMLElement, app: ReactNode, regional?: RegionalConfig): Root {
  const html = document.documentElement;
  if (container.firstElementChild && !html.hasAttribute(CLIENT_RENDER_ATTRIBUTE)) {
    const prerenderedFrom = container.getAttribute(CONFIG_FINGERPRINT_ATTRIBUTE);
    if (regional && prerenderedFrom !== null && prerenderedFrom !== configFingerprint(regional)) {
      // configResponse.json was edited after the build (a flag, wording): hydrating would not match (React's error
      // #418). The prerendered screen (its controls disabled: it takes no keystroke) stays painted until React's
      // first commit replaces it (createRoot clears the container then): one swap, no blank frame between. Rendered in
      // a transition, as hydration is, so that React yields to the browser instead of one long task.
      const root = createRoot(container);
      startTransition(() => root.render(app));
      return root;
    }
    // The screen is already painted: hydrating in a transition lets React yield to the browser every few
    // milliseconds instead of blocking the main thread for the whole tree (Lighthouse's TBT on the login page).
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    if (!root) throw new Error('hydrateRoot did not run');
    return root;
  }
  container.replaceChildren();
  html.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
  const root = createRoot(container);
  root.render(app);
  return root;
}
