import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPaintFloor, withoutScripts } from './bench-floors';

const page = `<!doctype html><html><head>
    <meta property="csp-nonce" nonce="__CSP_NONCE__">
    <script nonce="__CSP_NONCE__">try{document.documentElement.setAttribute('x','')}catch(e){}</script>
    <style nonce="__CSP_NONCE__" data-styled="true">.a{margin:0}</style>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head><body><div id="root"><h1>Sign in</h1><form><input id="e"></form></div>
    <script type="module" crossorigin src="/assets/index-2.js" nonce="__CSP_NONCE__"></script>
    <SCRIPT>(function(){var s='</p>'})()</SCRIPT>
  </body></html>`;

describe('the paint floor', () => {
  it('is the page without any script, inline or external, nor module preload; markup and styles kept', () => {
    const floor = withoutScripts(page);
    expect(floor).not.toMatch(/<script|modulepreload/i);
    expect(floor).toContain('<style nonce="__CSP_NONCE__" data-styled="true">.a{margin:0}</style>');
    expect(floor).toContain('<div id="root"><h1>Sign in</h1><form><input id="e"></form></div>');
  });

  it('is a copy of the artifact with its index.html stripped, the artifact untouched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paint-floor-'));
    const artifact = join(dir, 'kowhai');
    mkdirSync(artifact);
    writeFileSync(join(artifact, 'index.html'), page);
    writeFileSync(join(artifact, 'configResponse.json'), '[]');
    const out = buildPaintFloor(artifact, join(dir, 'floor'));
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(withoutScripts(page));
    expect(readFileSync(join(out, 'configResponse.json'), 'utf8')).toBe('[]');
    expect(readFileSync(join(artifact, 'index.html'), 'utf8')).toBe(page);
    rmSync(dir, { recursive: true });
  });
});
