import { http, HttpResponse, type HttpHandler } from 'msw';
import { isDroppedConnection } from './state/faults.ts';

type FetchHandler = { fetch: (request: Request) => Response | Promise<Response> };

/** Every path prefix the sandbox serves, as MSW patterns for any origin. */
export const SANDBOX_PATTERNS = ['*/api/*', '*/bot-check/*', '*/gateway/*', '*/__vendor/*', '*/__sandbox', '*/__sandbox/*'] as const;

/**
 * MSW handlers that host the sandbox app: `setupServer(...sandboxHandlers(createSandboxApp()))` in vitest, or
 * `setupWorker(...)` / msw-storybook-addon in Storybook. A "drop" fault becomes a network error.
 */
export const sandboxHandlers = (app: FetchHandler): HttpHandler[] =>
  SANDBOX_PATTERNS.map((pattern) =>
    http.all(pattern, async ({ request }) => {
      try {
        return await app.fetch(request);
      } catch (error) {
        if (isDroppedConnection(error)) return HttpResponse.error();
        throw error;
      }
    }),
  );
