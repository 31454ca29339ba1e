import type { BrandDefinition, UnavailableWording } from '@portal/config';
import type { PaletteName } from '@portal/ui-kit';
import { CSP_NONCE_PLACEHOLDER } from './nginx/security-policy.ts';

/** The static files each brand artifact carries beside index.html. Pure functions of the brand. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The brand's colours as createTheme resolves them: a role names a palette colour, the brand's palette holds its
 * value (the build loads no lib code, so the base theme's values stand here as fallbacks).
 */
export const brandColors = ({ theme }: BrandDefinition) => {
  const named = (role: PaletteName | undefined, base: PaletteName, fallback: string) => theme.palette?.[role ?? base] ?? fallback;
  return {
    primary: named(theme.color?.action?.primary, 'brand', '#0b4f9c'),
    onPrimary: named(theme.color?.action?.onPrimary, 'white', '#ffffff'),
    footer: named(theme.color?.background?.footer, 'ink', '#1f2328'),
  };
};

export function faviconSvg(brand: BrandDefinition): string {
  const { primary, onPrimary } = brandColors(brand);
  const initial = escapeHtml(brand.name.charAt(0));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/><text x="32" y="44" text-anchor="middle" font-family="Georgia, serif" font-size="36" font-weight="700" fill="${onPrimary}">${initial}</text></svg>`;
}

export function webManifest(brand: BrandDefinition): string {
  const { primary } = brandColors(brand);
  return JSON.stringify(
    {
      name: brand.name,
      short_name: brand.name,
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: primary,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    null,
    2,
  );
}

/** The 503 page's wording in the default language (the libs' and the build's language). */
const SERVICE_UNAVAILABLE: UnavailableWording['serviceUnavailable'] = {
  title: 'Service unavailable',
  heading: 'Sorry, this service is unavailable',
  body: 'We are unable to show your account right now. This is usually temporary: please try again in a few minutes.',
  help: 'If you need help now, call us on {phone}.',
  retry: 'Try again',
};

/** The page's wording in each of the brand's languages, default first (a language without its own is left out). */
function unavailableLanguages(brand: BrandDefinition) {
  // The build imports no runtime code of the libs: brand.languages is read as brandLanguages() reads it.
  const others = brand.languages?.slice(1) ?? [];
  return [
    { code: brand.locale, words: SERVICE_UNAVAILABLE },
    ...others.flatMap((l) => (l.unavailable ? [{ code: l.code, words: l.unavailable.serviceUnavailable }] : [])),
  ];
}

/**
 * A self-contained page (no scripts, one <style> element) for when the service is unavailable. The style element
 * carries the CSP nonce placeholder, which nginx replaces per response like index.html's. A brand offered in several
 * languages shows each in turn, default first, each part with its own `lang` and heading (a static page cannot know
 * the visitor's choice).
 */
export function serviceUnavailableHtml(brand: BrandDefinition): string {
  const { primary, footer } = brandColors(brand);
  const name = escapeHtml(brand.name);
  const phone = escapeHtml(brand.phone);
  const logo = `data:image/svg+xml,${encodeURIComponent(brand.logoSvg)}`;
  const phoneLink = `<a href="tel:${brand.phone.replace(/[^\d+]/g, '')}">${phone}</a>`;
  const languages = unavailableLanguages(brand);
  const part = ({ words }: (typeof languages)[number]) => `<h1>${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(words.body)}</p>
<p>${escapeHtml(words.help).replace('{phone}', phoneLink)}</p>
<p><a href="/">${escapeHtml(words.retry)}</a></p>
`;
  const content =
    languages.length === 1 ? part(languages[0]!) : languages.map((l) => `<section lang="${l.code}">\n${part(l)}</section>\n`).join('');
  const title = languages.map((l) => escapeHtml(l.words.title)).join(' / ');
  const partStyle = languages.length === 1 ? '' : 'section+section{margin-top:32px;border-top:1px solid #8c959f}\n';
  return `<!doctype html>
<html lang="${brand.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${CSP_NONCE_PLACEHOLDER}">
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;background:#f4f5f7;line-height:1.5;display:flex;flex-direction:column;min-height:100vh}
header{background:#fff;padding:16px;border-bottom:4px solid ${primary}}
main{flex:1;max-width:40rem;margin:0 auto;padding:32px 16px}
a{color:${primary}}
${partStyle}footer{background:${footer};color:#fff;padding:16px;text-align:center}
footer a{color:#fff}
</style>
</head>
<body>
<header><a href="/"><img src="${logo}" alt="${name} home" height="40"></a></header>
<main>
${content}</main>
<footer><p>${name}</p></footer>
</body>
</html>
`;
}
