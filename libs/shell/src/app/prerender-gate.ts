import { LANGUAGE_STORAGE_KEY, brandLanguages, type BrandDefinition } from '@portal/config';
import { SESSION_END_STORAGE_KEY, SESSION_STORAGE_KEY } from '@portal/session/storage-key';

/** The page the build prerenders into index.html: the signed-out entry, the login screen's first state. */
export const PRERENDERED_PATH = '/login';

/** Set on <html> before the body is parsed when this visit must not show the prerendered login screen. */
export const CLIENT_RENDER_ATTRIBUTE = 'data-portal-client-render';

/**
 * index.html is served for every path, but its prerendered login screen is right only for a visitor nobody signed
 * in on /login, or on / (which the route guard sends to /login with its query string: the address changes here, so
 * the router starts where the markup is). This inline script (carrying the CSP nonce) runs in head, before the body
 * paints, and otherwise marks <html> so the style hides #root until startPortal renders it afresh: a signed-in reload
 * or a deep link never flashes the login screen. A tab whose last session ended with a reason the login page shows
 * (SESSION_END_STORAGE_KEY) is rendered afresh too: the prerendered screen has no such notice.
 */
export const prerenderGate = {
  script:
    `try{var l=location,p=l.pathname,g=sessionStorage,s=g.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})!==null,` +
    `e=g.getItem(${JSON.stringify(SESSION_END_STORAGE_KEY)})!==null;` +
    `if(!s&&p==='/'){history.replaceState(null,'','${PRERENDERED_PATH}'+l.search);p='${PRERENDERED_PATH}'}` +
    `if(s||e||p!=='${PRERENDERED_PATH}')document.documentElement.setAttribute('${CLIENT_RENDER_ATTRIBUTE}','')}` +
    `catch(e){document.documentElement.setAttribute('${CLIENT_RENDER_ATTRIBUTE}','')}`,
  style: `[${CLIENT_RENDER_ATTRIBUTE}] #root{visibility:hidden}`,
};

/**
 * The gate for one brand. A brand offered in several languages adds a second check: the prerendered markup is in the
 * default language, so a visitor who chose another gets `<html lang>` set at once and a fresh render in that language
 * (the root stays hidden until then: no flash of the default language, no hydration mismatch). Other brands' gate
 * is the one above, unchanged.
 */
export function prerenderGateFor(brand: Pick<BrandDefinition, 'locale' | 'languages'>): { script: string; style: string } {
  const [defaultLanguage, ...others] = brandLanguages(brand);
  if (!defaultLanguage || others.length === 0) return prerenderGate;
  const codes = JSON.stringify(others.map((l) => l.code));
  const language =
    `try{var g=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
    `if(g&&${codes}.indexOf(g)>-1){document.documentElement.lang=g;` +
    `document.documentElement.setAttribute('${CLIENT_RENDER_ATTRIBUTE}','')}}catch(e){}`;
  return { script: prerenderGate.script + ';' + language, style: prerenderGate.style };
}
