import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Usage: tsx scan-hosts.ts [--local] <host>...   Scans each host with Mozilla's HTTP Observatory and prints
 * `{ "<host>": { scan, tests } }` as JSON on stdout (a release scans its deployed host so).
 * With --local (observatory-check.ts, which starts it with NODE_EXTRA_CA_CERTS naming its throw-away CA, read by Node
 * at start only) the names resolve to 127.0.0.1 in this process only: Node's dns.lookup, which net.connect calls,
 * answers for them; /etc/hosts is left alone.
 */
const args = process.argv.slice(2);
const hosts = args.filter((arg) => arg !== '--local');
const local = new Set(args.includes('--local') ? hosts : []);

type Callback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
const systemLookup = dns.lookup.bind(dns) as (hostname: string, options: LookupOptions, callback: Callback) => void;
Object.assign(dns, {
  lookup(hostname: string, options: LookupOptions | number | Callback, callback?: Callback) {
    const done = (typeof options === 'function' ? options : callback) as Callback;
    const opts: LookupOptions = typeof options === 'object' ? options : typeof options === 'number' ? { family: options } : {};
    if (!local.has(hostname)) return systemLookup(hostname, opts, done);
    if (opts.all) return done(null, [{ address: '127.0.0.1', family: 4 }]);
    return done(null, '127.0.0.1', 4);
  },
});

// The scanner reads the Chromium HSTS preload list from its conf/hsts-preload.json, which its install script
// downloads; npm ci skips that script (.npmrc), so it gets an empty list: no portal domain is preloaded yet.
const require = createRequire(import.meta.url);
const packageRoot = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = join(packageRoot, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

// Imported once the list is in place (its HSTS test reads the file when first asked).
const { scan } = await import('@mdn/mdn-http-observatory');
const results: Record<string, unknown> = {};
for (const host of hosts) {
  try {
    const { scan: summary, tests } = await scan(host);
    results[host] = {
      scan: { ...summary, responseHeaders: undefined },
      tests: Object.fromEntries(Object.entries(tests).map(([name, { scoreDescription: _, ...test }]) => [name, test])),
    };
  } catch (error) {
    results[host] = { error: error instanceof Error ? error.message : String(error) };
  }
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
