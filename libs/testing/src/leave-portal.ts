import type { BrandDefinition } from '@portal/config';
import { serviceUnavailableHtml } from '@portal/vite-config/brand-files';
import { onTestFinished } from 'vitest';
import { SERVICE_UNAVAILABLE_PAGE } from '@portal/session/testing';

/** The brand's static pages, as its artifact serves them (tools/vite-config builds the same files into it). */
const staticPages: Record<string, (brand: BrandDefinition) => string> = {
  [SERVICE_UNAVAILABLE_PAGE]: serviceUnavailableHtml,
};

/** Takes away the static page the last leave showed, if it is still shown. */
let shownPage: (() => void) | null = null;

/**
 * What `window.location.assign(url)` does to what the customer sees, for jsdom (which cannot navigate): the portal's
 * page goes (`unmount`: its React tree ends) and the document shows the page at `url`, the brand's own static page, or
 * nothing for any other URL (a page the artifact does not have), a task later as a navigation is. Undone when the test
 * ends.
 */
export function leavePortal(url: string, brand: BrandDefinition, unmount: () => void): void {
  // The browser navigates in a task of its own: what the page does right after assign (a report) still runs.
  setTimeout(() => showPage(url, brand, unmount), 0);
}

function showPage(url: string, brand: BrandDefinition, unmount: () => void): void {
  unmount();
  shownPage?.(); // a second leave replaces the page the first one showed

  const html = staticPages[url]?.(brand) ?? '<!doctype html><title></title><body></body>';
  const next = new DOMParser().parseFromString(html, 'text/html');
  const before = { title: document.title, lang: document.documentElement.getAttribute('lang') };
  const shown = [...next.body.childNodes].map((node) => document.importNode(node, true));
  document.title = next.title;
  document.documentElement.setAttribute('lang', next.documentElement.lang);
  document.body.append(...shown);
  const undo = () => {
    if (shownPage === undo) shownPage = null;
    for (const node of shown) node.parentNode?.removeChild(node);
    document.title = before.title;
    if (before.lang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', before.lang);
  };
  shownPage = undo;
  try {
    onTestFinished(undo);
  } catch {
    undo(); // left after its test had ended: nobody is looking
  }
}
