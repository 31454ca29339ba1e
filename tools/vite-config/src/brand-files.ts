import type { BrandDefinition } from '@portal/config';
import { CSP_NONCE_PLACEHOLDER } from './nginx/security-policy.ts';

/** The static files each brand artifact carries beside index.html. Pure functions of the brand. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const brandColors = (brand: BrandDefinition) => ({
  primary: brand.theme.color?.action?.primary ?? '#0b4f9c',
  onPrimary: brand.theme.color?.action?.onPrimary ?? '#ffffff',
  footer: brand.theme.color?.background?.footer ?? '#1f2328',
});

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

/**
 * A self-contained page (no scripts, one <style> element) for when the service is unavailable. The style element
 * carries the CSP nonce placeholder, which nginx replaces per response like index.html's.
 */
export function serviceUnavailableHtml(brand: BrandDefinition): string {
  const { primary, footer } = brandColors(brand);
  const name = escapeHtml(brand.name);
  const phone = escapeHtml(brand.phone);
  const logo = `data:image/svg+xml,${encodeURIComponent(brand.logoSvg)}`;
  return `<!doctype html>
<html lang="${brand.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service unavailable | ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${CSP_NONCE_PLACEHOLDER}">
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;background:#f4f5f7;line-height:1.5;display:flex;flex-direction:column;min-height:100vh}
header{background:#fff;padding:16px;border-bottom:4px solid ${primary}}
main{flex:1;max-width:40rem;margin:0 auto;padding:32px 16px}
a{color:${primary}}
footer{background:${footer};color:#fff;padding:16px;text-align:center}
footer a{color:#fff}
</style>
</head>
<body>
<header><a href="/"><img src="${logo}" alt="${name} home" height="40"></a></header>
<main>
<h1>Sorry, this service is unavailable</h1>
<p>We are unable to show your account right now. This is usually temporary: please try again in a few minutes.</p>
<p>If you need help now, call us on <a href="tel:${brand.phone.replace(/[^\d+]/g, '')}">${phone}</a>.</p>
<p><a href="/">Try again</a></p>
</main>
<footer><p>${name}</p></footer>
</body>
</html>
`;
}
