// The sandbox as a local server: `npx tsx tools/sandbox-api/src/node-server.ts` (npm run sandbox).
// SANDBOX_PORT (default 4010) and SANDBOX_PUBLIC_URL (default http://127.0.0.1:<port>) place it; these tune its
// clocks, in milliseconds: SANDBOX_OTP_TTL_MS (code life, 300000), SANDBOX_TOKEN_TTL_MS (token life, 1200000),
// SANDBOX_RESEND_WAIT_MS (between two codes, 30000), SANDBOX_PENDING_CLEAR_MS (pending payment, 20000).
// SANDBOX_QUIET=1 keeps one-time codes out of the log. SANDBOX_VENDOR_HOSTS=1 names the vendors' own hosts
// (js.stripe.com, components.gateway.test) in the payment-form payloads, for a browser that reaches them through a
// local TLS front (the end-to-end suite; see the README's "Vendors under their own names").
import { startSandboxServer } from './serve.ts';

/** A duration from the environment; unset means the sandbox's default, anything but a whole number >= 0 is refused. */
function msFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds, not '${raw}'`);
  return ms;
}

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const sandbox = await startSandboxServer({
  port,
  publicUrl: process.env.SANDBOX_PUBLIC_URL,
  otpTtlMs: msFromEnv('SANDBOX_OTP_TTL_MS'),
  tokenTtlMs: msFromEnv('SANDBOX_TOKEN_TTL_MS'),
  resendWaitMs: msFromEnv('SANDBOX_RESEND_WAIT_MS'),
  pendingClearMs: msFromEnv('SANDBOX_PENDING_CLEAR_MS'),
  // SANDBOX_QUIET=1: one-time codes are not printed (the end-to-end suite reads them from /__sandbox/otp).
  log: process.env.SANDBOX_QUIET === '1' ? () => undefined : undefined,
  vendorHosts: process.env.SANDBOX_VENDOR_HOSTS === '1',
});
console.info(`Sandbox API listening on ${sandbox.url}`);
console.info(`Personas and one-time codes: ${sandbox.url}/__sandbox`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
