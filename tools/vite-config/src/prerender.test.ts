import { describe, expect, it } from 'vitest';
import { prerenderedRoot, startAppAfterFirstPaint } from './prerender.ts';

const built = `<head>
    <link rel="preload" href="/configResponse.json" as="fetch" crossorigin="anonymous" nonce="__CSP_NONCE__">
    <script type="module" crossorigin src="/assets/index-abc.js" nonce="__CSP_NONCE__"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js" nonce="__CSP_NONCE__">
    <link rel="modulepreload" crossorigin href="/assets/chunk-ghi.js" nonce="__CSP_NONCE__">
  </head>
  <body><div id="root"><h1>Login</h1></div></body>`;

describe('startAppAfterFirstPaint', () => {
  const page = startAppAfterFirstPaint(built);
  const loader = /<script nonce="__CSP_NONCE__">([^<]+)<\/script>\s*<\/body>/.exec(page)?.[1] ?? '';

  it('leaves head with nothing the app fetches, and adds one nonce’d script at the end of body', () => {
    expect(page).toMatch(/^<head>\s*<\/head>\s*<body><div id="root"><h1>Login<\/h1><\/div>\s*<script nonce="__CSP_NONCE__">/);
    expect(loader).not.toBe('');
  });

  it('adds the configuration preload, the modulepreloads and then the entry after the first frame, with the nonce', () => {
    const head: { tag: string; props: Record<string, string> }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      currentScript: { nonce: 'n0nce' },
      head: { appendChild: (e: { tag: string; props: Record<string, string> }) => void head.push(e) },
      createElement: (tag: string) => {
        const props: Record<string, string> = {};
        return new Proxy({ tag, props }, { set: (target, key, value: string) => ((props[String(key)] = value), true) });
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(head).toEqual([]);
    frames.forEach((f) => f());
    expect(head).toEqual([]);
    timers.forEach((f) => f());
    expect(head.map((e) => [e.tag, e.props['rel'] ?? e.props['type'], e.props['href'] ?? e.props['src'], e.props['nonce']])).toEqual([
      ['link', 'preload', '/configResponse.json', 'n0nce'],
      ['link', 'modulepreload', '/assets/chunk-def.js', 'n0nce'],
      ['link', 'modulepreload', '/assets/chunk-ghi.js', 'n0nce'],
      ['script', 'module', '/assets/index-abc.js', 'n0nce'],
    ]);
  });

  it('refuses a page without the entry script', () => {
    expect(() => startAppAfterFirstPaint('<head></head><body></body>')).toThrow(/no module entry/);
  });
});

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
