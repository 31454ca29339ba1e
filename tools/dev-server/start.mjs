// npm start [-- <brand-slug>]: the sandbox API and one brand's dev server (default: the default brand),
// with /api and the other sandbox paths proxied to the sandbox. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const slug = process.argv[2] ?? process.env.BRAND ?? 'wattlebird';
if (!existsSync(resolve(root, 'apps', slug, 'vite.config.ts'))) {
  console.error(`Unknown brand "${slug}". Brands: see apps/.`);
  process.exit(2);
}
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const env = { ...process.env, SANDBOX_PORT: sandboxPort, SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`, NX_DAEMON: 'false' };
const bin = (name) => resolve(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), [resolve(root, 'tools/sandbox-api/src/node-server.ts')], { stdio: 'inherit', env }),
  spawn(bin('vite'), [resolve(root, 'apps', slug)], { stdio: 'inherit', env, cwd: root }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
