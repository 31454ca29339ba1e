import { describe, expect, it } from 'vitest';
import { fetchScriptsAtLowPriority } from './prerender.ts';

const built = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js" nonce="__CSP_NONCE__"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js" nonce="__CSP_NONCE__">
  </head>`;

describe('fetchScriptsAtLowPriority', () => {
  it('fetches the entry and its modulepreloads at low priority, keeping their nonce and order', () => {
    expect(fetchScriptsAtLowPriority(built)).toBe(`<head>
    <script type="module" crossorigin src="/assets/index-abc.js" nonce="__CSP_NONCE__" fetchpriority="low"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js" nonce="__CSP_NONCE__" fetchpriority="low">
  </head>`);
  });

  it('refuses a page without the entry script', () => {
    expect(() => fetchScriptsAtLowPriority('<head></head>')).toThrow(/no module entry/);
  });
});
