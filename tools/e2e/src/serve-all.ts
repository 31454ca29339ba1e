import { resolve } from 'node:path';
import { spawnNginx, writeLocalNginxConf } from '@portal/dev-server';
import { E2E_SANDBOX_PORT, E2E_SLUGS, E2E_VENDOR_PORT, EDITED_CONFIG_SITE, REPLAY_SITES, artifactPort } from './ports';

/**
 * Serves every built brand artifact with Debian's nginx as production does (tools/dev-server/src/local-nginx.ts), each
 * on its own port, with the e2e sandbox behind /api. nginx runs unprivileged in the foreground with its files under
 * test-results/nginx; Playwright stops it with this process group. The same nginx is the vendors' TLS front.
 */
const prefix = resolve(import.meta.dirname, '../../../test-results/nginx');
const conf = writeLocalNginxConf({
  prefix,
  sites: [...E2E_SLUGS.map((slug) => ({ slug, port: artifactPort(slug) })), EDITED_CONFIG_SITE, ...REPLAY_SITES],
  sandboxUrl: `http://127.0.0.1:${E2E_SANDBOX_PORT}`,
  // Stripe, reCAPTCHA and the payment gateway under their own names (vendors.ts maps them to this port).
  vendorFront: { port: E2E_VENDOR_PORT },
});
const nginx = spawnNginx(prefix, conf);
nginx.once('error', (error) => {
  console.error(`Could not start nginx (apt-get install nginx-light): ${error.message}`);
  process.exit(1);
});
nginx.once('exit', (code, signal) => {
  if (code) console.error(`nginx exited with ${code}; see ${resolve(prefix, 'error.log')}`);
  process.exit(code ?? (signal ? 0 : 1));
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => nginx.kill('SIGQUIT'));
console.info(
  `nginx serves ${E2E_SLUGS.length} artifacts on ports ${artifactPort(E2E_SLUGS[0]!)}-${artifactPort(E2E_SLUGS.at(-1)!)} (${conf})`,
);
