import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BROWSER_SCRIPTS, bundleBrowserScriptWithInputs, type BrowserScriptName } from './bundle.ts';

/** The module that bundles on Node (./bundle.ts): in a browser build, the scripts it would have bundled. */
const BUNDLER = join(dirname(fileURLToPath(import.meta.url)), 'bundle.ts');
const PREBUILT = '\0sandbox-browser-scripts';

/**
 * For a build that runs the sandbox app in the browser (Storybook's MSW worker): the browser scripts the sandbox
 * serves are bundled by Vite's side (rolldown, on Node) and handed to the app as strings, in place of ./bundle.ts,
 * which needs Node. The app then serves them as on Node, at the same URLs. Their sources are watched.
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
  };
}
