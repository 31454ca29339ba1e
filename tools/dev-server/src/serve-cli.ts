import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalNginx } from './local-nginx';

/**
 * Usage: tsx tools/dev-server/src/serve-cli.ts <slug> <port>   (build the brand first; SANDBOX_URL, default
 * http://127.0.0.1:4010, is the sandbox behind /api: `npm run sandbox`). Serves the artifact with Debian's nginx
 * as production does (headers, CSP nonce, caching, compression), over plain HTTP on 127.0.0.1. Ctrl-C stops it.
 */
const [slug = 'wattlebird', port = '4300'] = process.argv.slice(2);
const prefix = mkdtempSync(join(tmpdir(), `portal-nginx-${slug}-`));
const nginx = await startLocalNginx({
  prefix,
  sites: [{ slug, port: Number(port) }],
  sandboxUrl: process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:4010',
});
console.info(`nginx serves ${slug} on http://127.0.0.1:${port} (configuration in ${prefix})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
