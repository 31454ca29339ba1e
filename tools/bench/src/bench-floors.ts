import { copyFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { CSP_NONCE_PLACEHOLDER, precompressArtifact, withSsrModule, writeStartAfterFirstPaint } from '@portal/vite-config';

/**
 * The two reference pages `npm run bench` measures in the same Lighthouse run as the login page (issue 26,
 * docs/architecture.md, Budgets), served by the same nginx: the paint floor (the login page's own prerendered HTML with every script
 * removed) and the script floor (bench-floor/: our stack hydrating a prerendered form, and nothing else).
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi;

/** The page with no script: no inline or external script element, no module preload. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** dist/bench-floor/paint/<slug>: a copy of the brand's artifact whose index.html has no script. */
export function buildPaintFloor(artifact: string, out: string): string {
  rmSync(out, { recursive: true, force: true });
  cpSync(artifact, out, { recursive: true });
  const page = resolve(out, 'index.html');
  const stripped = withoutScripts(readFileSync(page, 'utf8'));
  if (/<script\b/i.test(stripped)) throw new Error(`${page}: a script is left`);
  writeFileSync(page, stripped);
  rmSync(`${page}.gz`, { force: true });
  return out;
}

const floorRoot = resolve(import.meta.dirname, 'bench-floor');

/** The form as the server renders it, through Vite's SSR loader as the brands' prerender does. */
const prerenderFloor = (): Promise<{ html: string; styleTags: string }> =>
  withSsrModule(floorRoot, resolve(floorRoot, 'prerender-floor.tsx'), undefined, (module) =>
    (module as { prerenderFloor: (nonce: string) => Promise<{ html: string; styleTags: string }> }).prerenderFloor(CSP_NONCE_PLACEHOLDER),
  );

/**
 * dist/bench-floor/script: bench-floor/ built by Vite as the brands are (production mode, CSP nonce placeholder,
 * precompressed), prerendered into index.html and started after the first paint as the login page is. `configResponse`
 * is copied beside it, as the local nginx serves every site's.
 */
export async function buildScriptFloor(out: string, configResponse: string): Promise<string> {
  await build({
    root: floorRoot,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    build: { outDir: out, emptyOutDir: true },
  });
  const page = resolve(out, 'index.html');
  const { html, styleTags } = await prerenderFloor();
  const built = readFileSync(page, 'utf8');
  if (!built.includes('<div id="root"></div>')) throw new Error(`${page}: no empty #root`);
  writeStartAfterFirstPaint(
    out,
    built.replace('</head>', `  ${styleTags}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>`),
  );
  copyFileSync(configResponse, resolve(out, 'configResponse.json'));
  precompressArtifact(out);
  return out;
}
