import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import type { BrandDefinition } from '@portal/config';
import { CSP_NONCE_PLACEHOLDER } from './nginx/security-policy.ts';
import { writeStartAfterFirstPaint } from './start-app.ts';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const PRERENDER_MODULE = resolve(workspaceRoot, 'libs/shell/src/app/prerender-portal.tsx');

/** Browser storage for the libs' reads while they render in Node (empty: a first visit, nobody signed in). */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * Renders the brand's signed-out entry (the login screen's first state, see libs/shell prerender-portal.tsx) into the
 * built index.html: the markup inside #root (which carries the configuration's fingerprint), styled-components' style
 * tags (with the CSP nonce placeholder) in head.
 * The libs run in Node through Vite's SSR loader, with the same sources the bundle was built from.
 */
export async function prerenderIndexHtml(outDir: string, appDir: string, brand: BrandDefinition, regionalConfigPath: string) {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { sessionStorage: globals['sessionStorage'], localStorage: globals['localStorage'], DOMParser: globals['DOMParser'] };
  globals['sessionStorage'] = new MemoryStorage();
  globals['localStorage'] = new MemoryStorage();
  // SafeHtml's first render shows configured HTML as plain text, which it reads with an inert DOMParser.
  globals['DOMParser'] = new JSDOM('').window.DOMParser;
  try {
    await withSsrModule(
      appDir,
      PRERENDER_MODULE,
      resolve(workspaceRoot, 'node_modules/.vite', `${brand.slug}-prerender`),
      async (module) => {
        const { prerenderPortal, prerenderGateFor, CONFIG_FINGERPRINT_ATTRIBUTE } = module as {
          prerenderPortal: (
            brand: BrandDefinition,
            entries: unknown,
            nonce: string,
          ) => Promise<{ html: string; styleTags: string; fingerprint: string }>;
          prerenderGateFor: (brand: BrandDefinition) => { script: string; style: string };
          CONFIG_FINGERPRINT_ATTRIBUTE: string;
        };
        const prerenderGate = prerenderGateFor(brand);
        const entries: unknown = JSON.parse(readFileSync(regionalConfigPath, 'utf8'));
        const { html, styleTags, fingerprint } = await prerenderPortal(brand, entries, CSP_NONCE_PLACEHOLDER);
        const file = resolve(outDir, 'index.html');
        const page = readFileSync(file, 'utf8');
        if (!page.includes('<div id="root"></div>')) throw new Error(`${file}: no empty <div id="root"></div> to prerender into`);
        // The gate decides, before the body paints, whether this visit shows the prerendered screen (see prerender-gate.ts).
        const gate = `<script nonce="${CSP_NONCE_PLACEHOLDER}">${prerenderGate.script}</script>\n    <style nonce="${CSP_NONCE_PLACEHOLDER}">${prerenderGate.style}</style>`;
        const prerendered = page
          .replace('</head>', `  ${gate}\n    ${styleTags}\n  </head>`)
          .replace('<div id="root"></div>', prerenderedRoot(html, CONFIG_FINGERPRINT_ATTRIBUTE, fingerprint));
        writeStartAfterFirstPaint(outDir, prerendered);
      },
    );
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete globals[name];
      else globals[name] = value;
    }
  }
}

/**
 * Loads `modulePath` through Vite's SSR loader, with the sources the bundle is built from, and hands it to `withModule`;
 * the server is closed after. styled-components is bundled (its package has no exports map, so Node would load the
 * CommonJS build, whose default export is not `styled`). Used by the build's prerender and the bench's script floor.
 */
export async function withSsrModule<T>(
  root: string,
  modulePath: string,
  cacheDir: string | undefined,
  withModule: (module: unknown) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile: false,
    root,
    ...(cacheDir ? { cacheDir } : {}),
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    ssr: { noExternal: ['styled-components'] },
  });
  try {
    return await withModule(await server.ssrLoadModule(modulePath));
  } finally {
    await server.close();
  }
}

/**
 * #root with the prerendered markup and the fingerprint of the configuration it was rendered from (libs/shell
 * config-fingerprint.ts): a configResponse.json edited after the build has another, and the page renders afresh.
 */
export function prerenderedRoot(html: string, attribute: string, fingerprint: string): string {
  if (!/^data-[a-z-]+$/.test(attribute) || !/^[0-9a-z]+$/.test(fingerprint))
    throw new Error(`Not an attribute: ${attribute}="${fingerprint}"`);
  return `<div id="root" ${attribute}="${fingerprint}">${html}</div>`;
}
