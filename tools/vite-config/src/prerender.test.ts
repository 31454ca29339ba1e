import { describe, expect, it } from 'vitest';
import { prerenderedRoot } from './prerender.ts';

describe('prerenderedRoot', () => {
  it('writes the markup into #root with the fingerprint of the configuration it was rendered from', () => {
    expect(prerenderedRoot('<h1>Login</h1>', 'data-prerendered-config', '1x2y3z')).toBe(
      '<div id="root" data-prerendered-config="1x2y3z"><h1>Login</h1></div>',
    );
  });

  it('refuses what is not an attribute name and a fingerprint', () => {
    expect(() => prerenderedRoot('', 'onload', 'x')).toThrow();
    expect(() => prerenderedRoot('', 'data-prerendered-config', '"><script>')).toThrow();
  });
});
