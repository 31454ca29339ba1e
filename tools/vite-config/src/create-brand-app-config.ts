import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import type { BrandDefinition } from '@portal/config';
import { brandArtifactPlugin } from './brand-artifact-plugin.ts';
import { releaseId } from './build-manifest.ts';
import { CSP_NONCE_PLACEHOLDER } from './nginx/security-policy.ts';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/**
 * React Router's package exports always point at its development build (dev warnings on); the production
 * build beside it differs only by that flag. Production builds take it; the dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = resolve(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'portal-react-router-production',
    config: (_, { command }) => (command === 'build' ? { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } } : {}),
  };
}

/** jsPDF's optional renderers, which the text-only receipt never calls (not-bundled.ts). */
function jspdfRenderersLeftOut(): Plugin {
  const stub = resolve(import.meta.dirname, 'not-bundled.ts');
  return {
    name: 'portal-jspdf-renderers-left-out',
    config: () => ({ resolve: { alias: [{ find: /^(html2canvas|canvg)$/, replacement: stub }] } }),
  };
}

/**
 * A chunk whose entry module is a library's is named after the package (`parse5-<hash>.js`, not `dist-<hash>.js`),
 * so budgets and reports can name it (tools/bench's bundle budgets list on-demand chunks by name).
 */
export function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const pkg = chunk.facadeModuleId?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  return `assets/${pkg ? pkg.replace(/^@/, '').replace('/', '-') : '[name]'}-[hash].js`;
}

/**
 * Every module the login page loads at once (rolldown's `$initial` tag: the entry and its static imports) goes into
 * the entry chunk. Left alone, rolldown gives each module the entry shares with a lazy page a chunk of its own (13
 * files on the login page's first load, some of 0.1 kB, each a request and a gzip stream of its own); in one chunk the
 * first load is one file and smaller. Lazy pages import what they share with the login page from the entry, so
 * nothing is downloaded twice, and modules only lazy pages use are still split by rolldown as before. The group is
 * named after the entry (index.html), whose chunk it becomes.
 */
const firstLoadInEntry = { groups: [{ name: 'index', tags: ['$initial' as const] }] };

/** Paths the sandbox API answers (`/__vendor`: its stand-ins for the vendors' scripts); the dev and preview servers proxy them to it. */
export const sandboxPaths = ['/api', '/bot-check', '/gateway', '/__vendor', '/__sandbox'];

/**
 * The one Vite configuration of every brand app. The brand is a static import of the app, so nothing of
 * another brand reaches the bundle. `dist/apps/<slug>/` receives index.html, hashed assets and the brand files.
 */
export function createBrandAppConfig(brand: BrandDefinition, appDir: string): UserConfig {
  const sandbox = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:4010';
  const proxy = Object.fromEntries(sandboxPaths.map((path) => [path, { target: sandbox, changeOrigin: true }]));
  return defineConfig({
    root: appDir,
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', brand.slug),
    plugins: [
      react(),
      reactRouterProductionBuild(),
      jspdfRenderersLeftOut(),
      brandArtifactPlugin(brand, resolve(workspaceRoot, 'brands', brand.slug, 'regional-config.json')),
    ],
    // Every <script>, modulepreload and preload of index.html, and the <meta property="csp-nonce"> that Vite's
    // chunk preloader and styled-components read, carry this placeholder; nginx writes a fresh nonce per response.
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    // The release telemetry reports (libs/telemetry): build-manifest.json's version and commit, as the manifest is not served.
    define: { __PORTAL_RELEASE__: JSON.stringify(releaseId(workspaceRoot)) },
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps', brand.slug),
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      // modulepreload is native in every browser of the es2022 target except Safari 16.4-16.x, which still loads
      // each chunk, only without the early fetch; the polyfill would cost every browser 0.5 kB gzipped.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { output: { chunkFileNames: chunkFileName, codeSplitting: firstLoadInEntry } },
    },
    server: { port: Number(process.env['PORT'] ?? 4200), strictPort: true, host: '127.0.0.1', proxy },
    preview: { port: Number(process.env['PORT'] ?? 4300), strictPort: true, host: '127.0.0.1', proxy },
  });
}
