import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './app.ts';
import type { SandboxHono } from './context.ts';
import type { SandboxOptions } from './options.ts';

export type RunningSandbox = { url: string; port: number; app: SandboxHono; close: () => Promise<void> };

/**
 * Starts the sandbox as a Node HTTP server on 127.0.0.1 (port 0 picks a free one). publicUrl defaults to the
 * address it listens on, so gateway script URLs point back at it.
 */
export const startSandboxServer = (options: SandboxOptions & { port?: number } = {}): Promise<RunningSandbox> =>
  new Promise((resolve, reject) => {
    let app: SandboxHono | undefined;
    const server: ServerType = serve(
      {
        fetch: (request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503 })),
        port: options.port ?? 4010,
        hostname: '127.0.0.1',
      },
      (info: AddressInfo) => {
        const url = `http://127.0.0.1:${info.port}`;
        app = createSandboxApp({ ...options, publicUrl: options.publicUrl ?? url });
        const close = () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          });
        resolve({ url, port: info.port, app, close });
      },
    );
    server.once('error', reject);
  });
