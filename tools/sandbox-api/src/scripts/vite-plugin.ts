import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { RECAPTCHA_ORIGIN, STRIPE_JS_ORIGIN, vendorPath } from '../vendor-hosts.ts';
import { BROWSER_SCRIPTS, bundleBrowserScript, bundleBrowserScriptWithInputs, type BrowserScriptName } from './bundle.ts';
import { reCaptchaAnchorHtml, stripeFrameCsp, stripeFrameHtml } from './pages.ts';
import { RECAPTCHA_ANCHOR_PATH, STRIPE_FRAME_PATH, STRIPE_FRAME_SCRIPT_PATH } from './vendor-paths.ts';

/** The module that bundles on Node (./bundle.ts): in a browser build, the scripts it would have bundled. */
const BUNDLER = join(dirname(fileURLToPath(import.meta.url)), 'bundle.ts');
const PREBUILT = '\0sandbox-browser-scripts';

type VendorDocument = { path: string; file: string; type: string; headers?: Record<string, string>; body: () => Promise<string> };

/**
 * The vendors' frame documents and what they load (Stripe's card frame and its script, reCAPTCHA's checkbox frame),
 * as the sandbox serves them under /__vendor (routes/vendors.ts). A frame is a navigation, which MSW's service worker
 * lets through to the network: where the sandbox runs in the browser, the server has to answer it. `file` is where a
 * static build puts it: the anchor's path has no extension, so it is a folder's index.html (a static server answers
 * a folder's address with it, as text/html).
 */
const vendorDocuments: VendorDocument[] = [
  {
    path: vendorPath(STRIPE_JS_ORIGIN, STRIPE_FRAME_PATH),
    file: vendorPath(STRIPE_JS_ORIGIN, STRIPE_FRAME_PATH),
    type: 'text/html; charset=utf-8',
    // Its API is beside it, on the same origin (the MSW worker answers the frame's calls).
    headers: { 'Content-Security-Policy': stripeFrameCsp("'self'") },
    body: () => Promise.resolve(stripeFrameHtml),
  },
  {
    path: vendorPath(STRIPE_JS_ORIGIN, STRIPE_FRAME_SCRIPT_PATH),
    file: vendorPath(STRIPE_JS_ORIGIN, STRIPE_FRAME_SCRIPT_PATH),
    type: 'application/javascript; charset=utf-8',
    body: () => bundleBrowserScript('stripe-frame'),
  },
  {
    path: vendorPath(RECAPTCHA_ORIGIN, RECAPTCHA_ANCHOR_PATH),
    file: `${vendorPath(RECAPTCHA_ORIGIN, RECAPTCHA_ANCHOR_PATH)}/index.html`,
    type: 'text/html; charset=utf-8',
    body: async () => reCaptchaAnchorHtml(await bundleBrowserScript('recaptcha-anchor')),
  },
];

/**
 * For a build that runs the sandbox app in the browser (Storybook's MSW worker): the browser scripts the sandbox
 * serves are bundled by Vite's side (rolldown, on Node) and handed to the app as strings, in place of ./bundle.ts,
 * which needs Node. The app then serves them as on Node, at the same URLs. Their sources are watched. The vendors'
 * frame documents, which the worker cannot serve, are served by the dev server and written into the build.
 */
export function sandboxBrowserScripts(): Plugin {
  return {
    name: 'sandbox-browser-scripts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('bundle.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === BUNDLER ? PREBUILT : null;
    },
    async load(id) {
      if (id !== PREBUILT) return null;
      const scripts: Partial<Record<BrowserScriptName, string>> = {};
      for (const name of Object.keys(BROWSER_SCRIPTS) as BrowserScriptName[]) {
        const { code, inputs } = await bundleBrowserScriptWithInputs(name);
        scripts[name] = code;
        for (const input of inputs) this.addWatchFile(input);
      }
      return `const scripts = ${JSON.stringify(scripts)};\nexport const bundleBrowserScript = async (name) => scripts[name];\n`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const document = vendorDocuments.find((d) => d.path === path);
        if (!document) {
          next();
          return;
        }
        document.body().then(
          (body) => {
            res.writeHead(200, { 'Content-Type': document.type, 'Cache-Control': 'no-store', ...document.headers });
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      for (const document of vendorDocuments) {
        this.emitFile({ type: 'asset', fileName: document.file.slice(1), source: await document.body() });
      }
    },
  };
}
