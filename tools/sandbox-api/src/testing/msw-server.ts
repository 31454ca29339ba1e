import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandboxApp } from '../app.ts';
import type { SandboxHono } from '../context.ts';
import { sandboxHandlers } from '../msw.ts';
import type { SandboxOptions } from '../options.ts';
import type { Fault, FaultRequest } from '../state/faults.ts';
import { sandboxCode } from './sign-in.ts';

export type SandboxServer = {
  /** The sandbox app of the current test (a fresh one, freshly seeded, for every test). */
  readonly app: SandboxHono;
  readonly server: ReturnType<typeof setupServer>;
  /** The one-time code the sandbox sent for a login (GET /__sandbox/otp/:id). */
  codeFor: (customerLoginId: string) => Promise<string>;
  /** Adds a fault to the current sandbox as POST /__sandbox/faults does (README "Control endpoints"); rejects a refused one. */
  fault: (fault: FaultRequest) => Promise<Fault>;
};

let current: SandboxHono | undefined;

/** The sandbox app hosted by `setupSandboxServer` in this test file (for `signInPersona`). */
export const currentSandboxApp = (): SandboxHono => {
  if (!current) throw new Error('Call setupSandboxServer() at the top of the test file first');
  return current;
};

/** Calls that reach the sandbox app of `setupSandboxServer` in process (the one sign-in's `fetch`). */
export const currentSandboxFetch = (input: string, init: RequestInit): Promise<Response> =>
  Promise.resolve(currentSandboxApp().request(input, init));

/**
 * Hosts the sandbox API in MSW for this test file: every `*\/api/*`, `*\/bot-check/*` and `*\/__sandbox*` call is
 * answered by a real sandbox app, re-created (fresh state) before each test. Call once at the top of a test file.
 */
export function setupSandboxServer(options: SandboxOptions = {}): SandboxServer {
  const create = () => createSandboxApp({ log: () => undefined, ...options });
  current = create();
  const server = setupServer(...sandboxHandlers({ fetch: (request) => currentSandboxApp().fetch(request) }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    current = create();
  });
  afterAll(() => server.close());
  return {
    get app() {
      return currentSandboxApp();
    },
    server,
    codeFor: (customerLoginId) => sandboxCode(customerLoginId, { fetch: currentSandboxFetch }),
    fault: async (fault) => {
      const answer = await currentSandboxApp().request('/__sandbox/faults', { method: 'POST', body: JSON.stringify(fault) });
      if (answer.status !== 201) throw new Error(`The sandbox refused the fault: ${await answer.text()}`);
      return (await answer.json()) as Fault;
    },
  };
}
