import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { BrandDefinition } from '@portal/config';
import { brandColors, faviconSvg, serviceUnavailableHtml, webManifest } from './brand-files.ts';

/**
 * Writes the brand's static files into its artifact (and serves them in development):
 * configResponse.json (this brand's regional entry only), 503.html, favicon.svg and manifest.webmanifest;
 * and stamps index.html with the brand's language, title, icon and the preload of the configuration.
 */
export function brandArtifactPlugin(brand: BrandDefinition, regionalConfigPath: string): Plugin {
  const files = (): Record<string, { body: string; type: string }> => ({
    'configResponse.json': { body: readFileSync(regionalConfigPath, 'utf8'), type: 'application/json' },
    '503.html': { body: serviceUnavailableHtml(brand), type: 'text/html; charset=utf-8' },
    'favicon.svg': { body: faviconSvg(brand), type: 'image/svg+xml' },
    'manifest.webmanifest': { body: webManifest(brand), type: 'application/manifest+json' },
  });
  return {
    name: 'portal-brand-artifact',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files()[(req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''];
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.body);
      });
    },
    generateBundle() {
      for (const [fileName, { body }] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName, source: body });
      }
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return {
          html: html.replace('<html lang="en">', `<html lang="${brand.locale}">`).replace(
            /<title>.*<\/title>/,
            `<title>${brand.name}</title>`,
          ),
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'preload', href: '/configResponse.json', as: 'fetch', crossorigin: 'anonymous' },
              injectTo: 'head',
            },
            { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
            { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
            { tag: 'meta', attrs: { name: 'theme-color', content: brandColors(brand).primary }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
