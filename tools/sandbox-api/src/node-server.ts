// The sandbox as a local server: `npx tsx tools/sandbox-api/src/node-server.ts` (npm run sandbox).
// SANDBOX_PORT (default 4010), SANDBOX_PUBLIC_URL (default http://127.0.0.1:<port>),
// SANDBOX_PENDING_CLEAR_MS (default 20000) tune it.
import { startSandboxServer } from './serve.ts';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const pendingClearMs = process.env.SANDBOX_PENDING_CLEAR_MS ? Number(process.env.SANDBOX_PENDING_CLEAR_MS) : undefined;

const sandbox = await startSandboxServer({ port, publicUrl: process.env.SANDBOX_PUBLIC_URL, pendingClearMs });
console.info(`Sandbox API listening on ${sandbox.url}`);
console.info(`Personas and one-time codes: ${sandbox.url}/__sandbox`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
