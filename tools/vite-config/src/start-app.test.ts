import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { integrityOf, startAppAfterFirstPaint } from './start-app.ts';

const built = `<head>
    <link rel="preload" href="/configResponse.json" as="fetch" crossorigin="anonymous" nonce="__CSP_NONCE__">
    <script type="module" crossorigin src="/assets/index-abc.js" nonce="__CSP_NONCE__"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-def.js" nonce="__CSP_NONCE__">
    <link rel="modulepreload" crossorigin href="/assets/chunk-ghi.js" nonce="__CSP_NONCE__">
  </head>
  <body><div id="root"><h1>Login</h1></div></body>`;

const files: Record<string, string> = {
  '/assets/index-abc.js': 'console.log("entry")',
  '/assets/chunk-def.js': 'export const d = 1',
  '/assets/chunk-ghi.js': 'export const g = 2',
};
const bytesOf = (href: string) => {
  const text = files[href];
  if (text === undefined) throw new Error(`no ${href}`);
  return new TextEncoder().encode(text);
};

describe('startAppAfterFirstPaint', () => {
  const { page, script } = startAppAfterFirstPaint(built, bytesOf);

  it('leaves head with nothing the app fetches, and names one deferred start script at the end of body, with its integrity and the nonce', () => {
    expect(script.fileName).toMatch(/^assets\/start-[0-9a-f]{8}\.js$/);
    const tag = `<script defer src="/${script.fileName}" integrity="${integrityOf(script.source)}" nonce="__CSP_NONCE__"></script>`;
    expect(page).toBe(`<head>\n  </head>\n  <body><div id="root"><h1>Login</h1></div>  ${tag}\n  </body>`);
  });

  it('gives the integrity SRI computes: SHA-384 of the bytes, base64', () => {
    expect(integrityOf('alert(1)')).toBe(`sha384-${createHash('sha384').update('alert(1)').digest('base64')}`);
    expect(integrityOf('alert(1)')).not.toBe(integrityOf('alert(2)'));
  });

  it('adds the configuration preload, the modulepreloads and then the entry after the first frame, with the nonce and each script’s integrity', () => {
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
    new Function('document', 'requestAnimationFrame', 'setTimeout', script.source)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(head).toEqual([]);
    frames.forEach((f) => f());
    expect(head).toEqual([]);
    timers.forEach((f) => f());
    const sri = (href: string) => integrityOf(bytesOf(href));
    expect(
      head.map((e) => [
        e.tag,
        e.props['rel'] ?? e.props['type'],
        e.props['href'] ?? e.props['src'],
        e.props['nonce'],
        e.props['integrity'],
      ]),
    ).toEqual([
      ['link', 'preload', '/configResponse.json', 'n0nce', undefined],
      ['link', 'modulepreload', '/assets/chunk-def.js', 'n0nce', sri('/assets/chunk-def.js')],
      ['link', 'modulepreload', '/assets/chunk-ghi.js', 'n0nce', sri('/assets/chunk-ghi.js')],
      ['script', 'module', '/assets/index-abc.js', 'n0nce', sri('/assets/index-abc.js')],
    ]);
  });

  it('names another start script when a script it loads changes', () => {
    const changed = startAppAfterFirstPaint(built, (href) =>
      href === '/assets/index-abc.js' ? new TextEncoder().encode('changed') : bytesOf(href),
    );
    expect(changed.script.fileName).not.toBe(script.fileName);
  });

  it('refuses a page without the entry script', () => {
    expect(() => startAppAfterFirstPaint('<head></head><body></body>', bytesOf)).toThrow(/no module entry/);
  });
});
