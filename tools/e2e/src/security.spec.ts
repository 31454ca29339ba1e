import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { apiPaths } from '@portal/core-api';
import { expect, test } from './fixtures';
import { allBrands, country, covering, forBrands } from './matrix';

/** The nonce of a response's Content-Security-Policy header. */
const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** Every artifact's headers and nonces in every brand (cheap requests); the injection test once per country. */
const perCountry = covering([country]);

test.describe('served as production: nginx, security headers and a per-response CSP nonce', () =>
  forBrands(allBrands, (b) => {
    test('every response has a fresh nonce, the same in the header and in every nonce attribute of the page', async ({ request }) => {
      const nonces = [];
      for (const path of ['/', '/login', '/503.html']) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const nonce = nonceOf(response);
        expect(nonce, path).toMatch(/^[0-9a-f]{32}$/);
        const html = await response.text();
        expect(html).not.toContain('__CSP_NONCE__');
        const inPage = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
        expect(inPage.length, path).toBeGreaterThan(0);
        expect(new Set(inPage), path).toEqual(new Set([nonce]));
        nonces.push(nonce);
      }
      expect(new Set(nonces).size).toBe(nonces.length);
    });

    test('the header set, caching and status of each kind of path', async ({ request }) => {
      const html = await (await request.get('/')).text();
      const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
      expect(entry).not.toBe('');
      const cases: [path: string, status: number, cache: string | undefined][] = [
        ['/', 200, 'no-store'],
        ['/policy/12345', 200, 'no-store'],
        ['/configResponse.json', 200, 'no-store'],
        [entry, 200, 'public, max-age=31536000, immutable'],
        ['/assets/missing-0123abcd.js', 404, 'public, max-age=31536000, immutable'],
        ['/robots.txt', 404, 'public, max-age=86400'],
        ['/nginx/security-headers.conf', 404, undefined],
        ['/503.html', 200, 'no-store'],
      ];
      for (const [path, status, cache] of cases) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
        const headers = response.headers();
        expect(response.status(), path).toBe(status);
        expect(headers['cache-control'], path).toBe(cache);
        const csp = headers['content-security-policy'] ?? '';
        for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "'strict-dynamic'"]) {
          expect(csp, `${path}: ${directive}`).toContain(directive);
        }
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).not.toContain('unsafe-eval');
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}/);
        expect(headers['permissions-policy'], path).toContain('camera=()');
        expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      }
      const asset = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(asset.headers()['content-type']).toBe('application/javascript; charset=utf-8');
      // Playwright decompresses, so the body is the script; the header says how it travelled.
      expect(asset.headers()['content-encoding']).toBe('gzip');
      // The API's answers (JSON read by the scripts) carry the API set, not the page's 1.2 kB one.
      const api = (await request.get(apiPaths.getFeatures)).headers();
      expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api['x-content-type-options']).toBe('nosniff');
      expect(api['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
      expect(api['permissions-policy']).toBeUndefined();
    });

    test('Subresource Integrity: the page names its start script with the integrity of its bytes, which gives the entry its own', async ({
      request,
    }) => {
      const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
      const html = await (await request.get('/')).text();
      const start = /<script defer src="(\/assets\/start-[^"]+\.js)" integrity="([^"]+)" nonce="[0-9a-f]{32}"><\/script>/.exec(html);
      expect(start, 'the start script').not.toBeNull();
      const [, startPath = '', startIntegrity] = start ?? [];
      const startBody = await (await request.get(startPath)).body();
      expect(sri(startBody)).toBe(startIntegrity);
      const entry = /e\.integrity="([^"]+)";e\.src="(\/assets\/[^"]+\.js)"/.exec(startBody.toString());
      expect(entry, 'the entry, with its integrity').not.toBeNull();
      expect(sri(await (await request.get(entry?.[2] ?? '')).body())).toBe(entry?.[1]);
    });

    test('styled-components and the chunk preloader take the nonce: the page renders with no violation', async ({
      page,
      cspViolations,
    }) => {
      const response = await page.goto('/login');
      const nonce = /'nonce-([^']+)'/.exec((await response?.allHeaders())?.['content-security-policy'] ?? '')?.[1];
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const styleNonces = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
      expect(styleNonces.length).toBeGreaterThan(0);
      expect(new Set(styleNonces)).toEqual(new Set([nonce]));
      expect(cspViolations.all).toEqual([]);
    });

    if (perCountry.includes(b))
      test('an inline script or event handler injected without the nonce is refused, one with it runs', async ({ page, cspViolations }) => {
        // An injection into the served HTML: one inline script without the nonce, one with this response's nonce.
        await page.route('**/login', async (route) => {
          const response = await route.fetch();
          const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
          const body = (await response.text()).replace(
            '</head>',
            `<script>window.__injected = true</script><script nonce="${nonce}">window.__trusted = true</script></head>`,
          );
          await route.fulfill({ response, body });
        });
        cspViolations.allow((v) => v.directive === 'script-src-elem' && v.blocked === 'inline');
        cspViolations.allow((v) => v.directive === 'script-src-attr' && v.blocked === 'inline');
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __trusted?: boolean }).__trusted)).toBe(true);
        expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

        // Markup injected at run time: an inline event handler. (A <script> that a page script creates is trusted on
        // purpose: 'strict-dynamic' extends the nonce's trust to what trusted scripts insert, such as the chunks and the
        // hosted components.)
        const handlerRan = await page.evaluate(async () => {
          await new Promise<void>((done) => {
            const img = document.createElement('img');
            img.alt = '';
            img.setAttribute('onerror', 'window.__handler = true');
            img.addEventListener('error', () => setTimeout(done, 50));
            img.src = '/no-such-image.png';
            document.body.append(img);
          });
          return (window as unknown as { __handler?: boolean }).__handler === true;
        });
        expect(handlerRan).toBe(false);
        await expect.poll(() => cspViolations.all.map((v) => v.directive).sort()).toEqual(['script-src-attr', 'script-src-elem']);
      });
  }));
