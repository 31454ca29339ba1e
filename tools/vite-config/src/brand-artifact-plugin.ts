import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { BrandDefinition } from '@portal/config';
import { writeBuildManifest } from './build-manifest.ts';
import { brandColors, faviconSvg, serviceUnavailableHtml, webManifest } from './brand-files.ts';
import { productionServerBlock, securityHeadersConf } from './nginx/nginx-site.ts';
import { precompressArtifact } from './nginx/precompress.ts';
import { policyHostsOf, TELEMETRY_URL_ENV } from './nginx/security-policy.ts';
import { GATEWAY_HOSTS_ENV, hostList } from './nginx/vendor-hosts.ts';
import { prerenderIndexHtml } from './prerender.ts';
import { withSandboxServices } from './sandbox-services.ts';

/**
 * Writes the brand's static files into its artifact (and serves them in development):
 * configResponse.json (this brand's regional entry only; the dev server lays the sandbox's bot check and gateway
 * components over it, sandbox-services.ts),
 * 503.html, favicon.svg and manifest.webmanifest;
 * and stamps index.html with the brand's language, title, icon and the preload of the configuration.
 * A build also prerenders the login screen into index.html (prerender.ts), writes the brand's nginx site into nginx/
 * (security headers from the regional configuration's hosts, and the production server block; see
 * nginx/nginx-site.ts), a .gz beside each compressible file, and last build-manifest.json (build-manifest.ts).
 */
export function brandArtifactPlugin(brand: BrandDefinition, regionalConfigPath: string): Plugin {
  let env: Record<string, string | undefined> = {};
  let root = process.cwd();
  const nginxFiles = (): Record<string, string> => {
    // The gateway's origins: the regional file's gateway.hosts and the release's PORTAL_GATEWAY_HOSTS (a setting).
    const gateway = hostList({ ...env, ...process.env }[GATEWAY_HOSTS_ENV]);
    // The telemetry collector (CSP reports, connect-src): the regional file's telemetry.collectorUrl, else PORTAL_TELEMETRY_URL.
    const telemetry = { ...env, ...process.env }[TELEMETRY_URL_ENV];
    const hosts = policyHostsOf(JSON.parse(readFileSync(regionalConfigPath, 'utf8')), brand, {
      api: [env['VITE_API_BASE_URL'] ?? ''],
      gateway,
      telemetry,
    });
    return {
      'nginx/security-headers.conf': securityHeadersConf(hosts),
      [`nginx/${brand.slug}.conf`]: productionServerBlock(brand, { ...env, ...process.env }),
    };
  };
  const files = (): Record<string, { body: string; type: string }> => ({
    'configResponse.json': { body: readFileSync(regionalConfigPath, 'utf8'), type: 'application/json' },
    '503.html': { body: serviceUnavailableHtml(brand), type: 'text/html; charset=utf-8' },
    'favicon.svg': { body: faviconSvg(brand), type: 'image/svg+xml' },
    'manifest.webmanifest': { body: webManifest(brand), type: 'application/manifest+json' },
  });
  return {
    name: 'portal-brand-artifact',
    configResolved(config) {
      env = config.env;
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const served = files();
        served['configResponse.json'] = {
          body: JSON.stringify(withSandboxServices(JSON.parse(readFileSync(regionalConfigPath, 'utf8')), { telemetry: true }), null, 2),
          type: 'application/json',
        };
        const file = served[(req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''];
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.body);
      });
    },
    generateBundle() {
      for (const [fileName, { body }] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName, source: body });
      }
      for (const [fileName, source] of Object.entries(nginxFiles())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    async writeBundle(options) {
      if (!options.dir) return;
      await prerenderIndexHtml(options.dir, root, brand, regionalConfigPath);
      precompressArtifact(options.dir);
      writeBuildManifest(options.dir, brand, resolve(import.meta.dirname, '../../..'));
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return {
          html: html
            .replace('<html lang="en">', `<html lang="${brand.locale}">`)
            .replace(/<title>.*<\/title>/, `<title>${brand.name}</title>`),
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
