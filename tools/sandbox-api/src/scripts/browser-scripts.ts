import { bundleBrowserScript, type BrowserScriptName } from './bundle.ts';

export type { BrowserScriptName } from './bundle.ts';

const built = new Map<BrowserScriptName, Promise<string>>();

/**
 * A browser script as the sandbox serves it, bundled once per process (on Node by ./bundle.ts; in Storybook's browser
 * worker ./bundle.ts is the scripts Storybook's build bundled, ./vite-plugin.ts). A failed bundle is tried again.
 */
export function browserScript(name: BrowserScriptName): Promise<string> {
  let script = built.get(name);
  if (!script) {
    script = bundleBrowserScript(name);
    built.set(name, script);
    script.catch(() => built.delete(name));
  }
  return script;
}
