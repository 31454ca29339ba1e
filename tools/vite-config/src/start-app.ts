import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from './nginx/security-policy.ts';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)" nonce="[^"]+"(?: fetchpriority="low")?><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)" nonce="[^"]+"(?: fetchpriority="low")?>/g;
const CONFIG_PRELOAD = /\s*<link rel="preload" href="(\/configResponse\.json)" as="fetch" crossorigin="anonymous" nonce="[^"]+">/;

/** The Subresource Integrity value of a file's bytes (SHA-384, as the SRI specification recommends). */
export const integrityOf = (bytes: Uint8Array | string): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The start script: where it goes in the artifact and what it holds. */
export type StartScript = { fileName: string; source: string };

/**
 * The page is painted from HTML now, so nothing the app fetches should come before that paint: not its scripts and
 * not the configuration it starts from. A request that starts before the paint counts against it, in Lighthouse's
 * simulation (every request that ended before the observed LCP is on its path) and on a slow link, where the scripts'
 * 165 kB would share the bandwidth with the page. The entry script, its modulepreloads and the configuration's preload
 * move from head into a small start script at the end of body that adds them once the first frame has painted, at
 * once in a hidden tab (which paints no frame). Order is kept: the preloads, then the entry.
 *
 * Subresource Integrity on every script the page loads itself: the start script is a file of its own (assets/start-
 * <hash>.js, deferred), named in the page with its integrity and the nonce; it gives the elements it adds the nonce
 * (trusted through 'strict-dynamic') and each script its integrity, from `bytesOf` (the built file's bytes).
 */
export function startAppAfterFirstPaint(page: string, bytesOf: (href: string) => Uint8Array): { page: string; script: StartScript } {
  const entry = ENTRY.exec(page)?.[1];
  if (!entry) throw new Error('index.html: no module entry script');
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const config = CONFIG_PRELOAD.exec(page)?.[1];
  const add = (element: string, props: string) => `a('${element}',function(e){${props}});`;
  const sri = (href: string) => `e.integrity="${integrityOf(bytesOf(href))}"`;
  const source =
    `(function(n){var d=document,done=0;` +
    `function a(t,set){var e=d.createElement(t);set(e);e.nonce=n;d.head.appendChild(e)}` +
    `function go(){if(done)return;done=1;` +
    (config ? add('link', `e.rel='preload';e.as='fetch';e.crossOrigin='anonymous';e.href="${config}"`) : '') +
    preloads.map((href) => add('link', `e.rel='modulepreload';e.crossOrigin='';${sri(href)};e.href="${href}"`)).join('') +
    add('script', `e.type='module';e.crossOrigin='';${sri(entry)};e.src="${entry}"`) +
    `}if(d.visibilityState!=='visible')go();else requestAnimationFrame(function(){setTimeout(go)})})(document.currentScript.nonce);\n`;
  if (!page.includes('</body>')) throw new Error('index.html: no </body>');
  const fileName = `assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  const tag = `<script defer src="/${fileName}" integrity="${integrityOf(source)}" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`;
  return {
    page: page.replace(ENTRY, '').replace(MODULE_PRELOAD, '').replace(CONFIG_PRELOAD, '').replace('</body>', `  ${tag}\n  </body>`),
    script: { fileName, source },
  };
}

/** Rewrites `<outDir>/index.html` (given as `page`) to start the app after the first paint, and writes its start script. */
export function writeStartAfterFirstPaint(outDir: string, page: string): void {
  const started = startAppAfterFirstPaint(page, (href) => readFileSync(resolve(outDir, href.replace(/^\//, ''))));
  writeFileSync(resolve(outDir, started.script.fileName), started.script.source);
  writeFileSync(resolve(outDir, 'index.html'), started.page);
}
