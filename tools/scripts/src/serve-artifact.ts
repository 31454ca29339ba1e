import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';

const SANDBOX_PATHS = ['/api', '/bot-check', '/gateway', '/__sandbox'];

/**
 * Serves a built brand artifact the way production does: static files, index.html for client routes
 * (never cached), hashed assets cached for a year, security headers, and the sandbox behind /api.
 */
export function createArtifactApp(dir: string, sandboxUrl: string) {
  const app = new Hono();
  const indexHtml = () => readFileSync(resolve(dir, 'index.html'), 'utf8');
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
  });
  for (const path of SANDBOX_PATHS) {
    app.all(`${path}/*`, (c) => {
      const url = new URL(c.req.url);
      return proxy(`${sandboxUrl}${url.pathname}${url.search}`, { raw: c.req.raw });
    });
  }
  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: dir, rewriteRequestPath: (p) => (p === '/' ? '/__index__' : p) }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(indexHtml());
  });
  return app;
}

export function serveArtifact(options: { dir: string; port: number; sandboxUrl: string }) {
  if (!existsSync(resolve(options.dir, 'index.html'))) throw new Error(`No artifact at ${options.dir}`);
  const app = createArtifactApp(options.dir, options.sandboxUrl);
  return serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' });
}
