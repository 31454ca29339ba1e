import { setupWorker } from 'msw/browser';
import { createSandboxApp } from '@portal/sandbox-api';
import { sandboxHandlers } from '@portal/sandbox-api/msw';

/**
 * Storybook's API: the sandbox app inside MSW's browser worker (its handlers are the initial ones, kept across
 * stories), so whatever a story loads (the bot-check script, a gateway component, an API call) is answered as in
 * development, never a 404 from Storybook's static server. The worker script is msw's own, copied to public/.
 */
export async function startSandboxWorker() {
  const worker = setupWorker(...sandboxHandlers(createSandboxApp({ log: () => undefined })));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}
