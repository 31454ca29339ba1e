import { describe, expect, it } from 'vitest';
import { BROWSER_SCRIPTS, bundleBrowserScriptWithInputs, type BrowserScriptName } from './bundle.ts';

describe('the browser scripts, bundled', () => {
  it.each(Object.keys(BROWSER_SCRIPTS) as BrowserScriptName[])('%s is one classic script, made of its own sources only', async (name) => {
    const { code, inputs } = await bundleBrowserScriptWithInputs(name);
    // A classic script's body: a Function would refuse an import or an export (a page's <script> would too).
    expect(() => new Function(code)).not.toThrow();
    expect(inputs.length).toBeGreaterThan(0);
    // Nothing of the Node side (the app, Hono, zod) rides along with the shared names.
    for (const input of inputs) expect(input).toMatch(/tools\/sandbox-api\/src\/(scripts\/|vendor-hosts\.ts$)/);
    expect(code).not.toMatch(/\brequire\(|\bimport\(/);
  });
});
