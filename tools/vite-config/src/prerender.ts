import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import type { BrandDefinition } from '@portal/config';
import { CSP_NONCE_PLACEHOLDER } from './nginx/security-policy.ts';

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
 * built index.html: the markup inside #root, styled-components' style tags (with the CSP nonce placeholder) in head.
 * The libs run in Node through Vite's SSR loader, with the same sources the bundle was built from.
 */
export async function prerenderIndexHtml(outDir: string, appDir: string, brand: BrandDefinition, regionalConfigPath: string) {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { sessionStorage: globals['sessionStorage'], localStorage: globals['localStorage'], DOMParser: globals['DOMParser'] };
  globals['sessionStorage'] = new MemoryStorage();
  globals['localStorage'] = new MemoryStorage();
  // SafeHtml's first render shows configured HTML as plain text, which it reads with an inert DOMParser.
  globals['DOMParser'] = new JSDOM('').window.DOMParser;
  const server = await createServer({
    configFile: false,
    root: appDir,
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', `${brand.slug}-prerender`),
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its package has no exports map, so Node would load the CommonJS build, whose default export is not `styled`.
    ssr: { noExternal: ['styled-components'] },
  });
  try {
    const { prerenderPortal, prerenderGate } = (await server.ssrLoadModule(PRERENDER_MODULE)) as {
      prerenderPortal: (brand: BrandDefinition, entries: unknown, nonce: string) => Promise<{ html: string; styleTags: string }>;
      prerenderGate: { script: string; style: string };
    };
    const entries: unknown = JSON.parse(readFileSync(regionalConfigPath, 'utf8'));
    const { html, styleTags } = await prerenderPortal(brand, entries, CSP_NONCE_PLACEHOLDER);
    const file = resolve(outDir, 'index.html');
    const page = readFileSync(file, 'utf8');
    if (!page.includes('<div id="root"></div>')) throw new Error(`${file}: no empty <div id="root"></div> to prerender into`);
    // The gate decides, before the body paints, whether this visit shows the prerendered screen (see prerender-gate.ts).
    const gate = `<script nonce="${CSP_NONCE_PLACEHOLDER}">${prerenderGate.script}</script>\n    <style nonce="${CSP_NONCE_PLACEHOLDER}">${prerenderGate.style}</style>`;
    const prerendered = page
      .replace('</head>', `  ${gate}\n    ${styleTags}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    writeFileSync(file, fetchScriptsAtLowPriority(prerendered));
  } finally {
    await server.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete globals[name];
      else globals[name] = value;
    }
  }
}

/**
 * The page is painted from HTML now, so the app's scripts need not be fetched at high priority, which would make them
 * count as blocking that first paint in Lighthouse's simulation. They are still fetched at once (nothing else loads)
 * and run as before, in order, before the load event.
 */
export function fetchScriptsAtLowPriority(page: string): string {
  if (!/<script type="module" crossorigin src="[^"]+" nonce="[^"]+"><\/script>/.test(page)) throw new Error('index.html: no module entry script');
  return page
    .replace(/<script type="module" crossorigin src="([^"]+)" nonce="([^"]+)"><\/script>/, '<script type="module" crossorigin src="$1" nonce="$2" fetchpriority="low"></script>')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g, '<link rel="modulepreload" crossorigin href="$1" nonce="$2" fetchpriority="low">');
}
