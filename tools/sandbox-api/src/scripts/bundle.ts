import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

/**
 * The sandbox's browser scripts (the stand-ins for the payment gateway's components, Stripe.js and reCAPTCHA), each a
 * TypeScript module under ./browser, type-checked and linted with the rest, bundled for the browser when first asked
 * for: one classic script (an IIFE: no import, no export).
 */
export const BROWSER_SCRIPTS = {
  /** /gateway/card-capture.js: Pay Now's card capture. */
  'card-capture': 'card-capture.ts',
  /** /gateway/registration.js: payment update's registration element (card provider 1). */
  registration: 'registration.ts',
  /** js.stripe.com/v3/: Stripe.js (under its own name in the end-to-end suite, else at /__vendor/js.stripe.com/v3/). */
  'stripe-js': 'stripe-js.ts',
  /** js.stripe.com/v3/elements-inner-payment.js: the card frame's script. */
  'stripe-frame': 'stripe-frame.ts',
  /** www.google.com/recaptcha/api.js: reCAPTCHA's loader (or /__vendor/www.google.com/recaptcha/api.js). */
  'recaptcha-loader': 'recaptcha-loader.ts',
  /** www.gstatic.com/recaptcha/releases/…/recaptcha__en.js: reCAPTCHA's library. */
  'recaptcha-library': 'recaptcha-library.ts',
  /** www.google.com/recaptcha/api2/anchor: the checkbox frame's (inline) script. */
  'recaptcha-anchor': 'recaptcha-anchor.ts',
} as const;

export type BrowserScriptName = keyof typeof BROWSER_SCRIPTS;

/** The portal's own build target (tools/vite-config): the scripts run in the browsers the portal does. */
const TARGET = 'es2022';

// From the module's path as a string: a test's DOM environment has a URL class of its own, which Node's cannot read.
const BROWSER_DIR = join(dirname(fileURLToPath(import.meta.url)), 'browser');

export const browserScriptFile = (name: BrowserScriptName): string => join(BROWSER_DIR, BROWSER_SCRIPTS[name]);

/** One script bundled, with the files it was made of (for a dev server's watcher). */
export async function bundleBrowserScriptWithInputs(name: BrowserScriptName): Promise<{ code: string; inputs: string[] }> {
  const { output } = await build({
    input: browserScriptFile(name),
    write: false,
    // Each script is a classic <script>: document.currentScript must name it (modules have none).
    output: { format: 'iife' },
    transform: { target: TARGET },
    // The shared constants' modules compute a few names with URL (the vendors' hosts): unused, they go.
    treeshake: { manualPureFunctions: ['URL'], propertyReadSideEffects: false },
    // A missing import or an unresolved package is an error, never a runtime `require`.
    onLog: (level, log) => {
      if (level === 'warn') throw new Error(`${name}: ${log.message}`);
    },
  });
  const [chunk] = output;
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${name}: no script was built`);
  return { code: chunk.code, inputs: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
}

export const bundleBrowserScript = async (name: BrowserScriptName): Promise<string> => (await bundleBrowserScriptWithInputs(name)).code;
