import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { allBrands } from '@portal/brand-registry';
import { nginxBinary } from '@portal/dev-server';
import { REQUIRED_SCORE, scanTable, shortfalls, type HostScan } from './observatory-report';
import { writeShippedSitesConf, type ShippedSite } from './shipped-sites';
import { throwawayCa } from './throwaway-ca';

/**
 * CLI (`npm run test:observatory`): every built brand in dist/apps served by Debian's nginx with its own shipped site
 * (nginx/<slug>.conf) on 127.0.0.1:443 and :80, with a certificate for its domain from a throw-away CA, and scanned
 * by Mozilla's HTTP Observatory (scan-hosts.ts, which resolves the domains to 127.0.0.1). Fails any brand under
 * 135 or with a failed test; prints each brand's table, and writes them to test-results/observatory/ (JSON and Markdown).
 * Binds ports 443 and 80: run as root, as CI does (or with CAP_NET_BIND_SERVICE).
 */
const workspace = resolve(import.meta.dirname, '../../..');
const out = resolve(workspace, 'test-results/observatory');
const sites: ShippedSite[] = allBrands.map((brand) => ({
  slug: brand.slug,
  domain: brand.domain,
  root: resolve(workspace, 'dist/apps', brand.slug),
}));
for (const site of sites) {
  if (!existsSync(resolve(site.root, 'nginx', `${site.slug}.conf`)))
    throw new Error(`No artifact at ${site.root}: build first (npm run build)`);
}

const prefix = mkdtempSync(join(tmpdir(), 'portal-observatory-'));
const { caFile } = throwawayCa(
  prefix,
  sites.map((s) => s.domain),
);
const conf = writeShippedSitesConf(prefix, sites, prefix);
const nginxArgs = ['-p', prefix, '-e', resolve(prefix, 'error.log'), '-c', conf];
const tested = spawnSync(nginxBinary(), ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
if (tested.status !== 0) throw new Error(`nginx -t: ${tested.stderr || tested.error?.message}`);
const nginx = spawn(nginxBinary(), [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
const stopped = new Promise<void>((done) => nginx.once('exit', () => done()));

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => done(Boolean(socket.end())));
    socket.once('error', () => done(false));
  });

let exitCode: number;
try {
  const deadline = Date.now() + 10_000;
  while (!((await accepts(443)) && (await accepts(80)))) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx does not answer on 443 and 80 (${prefix}/error.log)`);
    await new Promise((done) => setTimeout(done, 50));
  }
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'scan-hosts.ts'), '--local', ...sites.map((s) => s.domain)],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (child.status !== 0) throw new Error(`scan-hosts.ts exited with ${child.status}: ${child.stderr}`);
  const results = JSON.parse(child.stdout) as Record<string, HostScan>;
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'observatory.json'), `${JSON.stringify(results, null, 2)}\n`);
  const tables = sites.map((s) => scanTable(`${s.slug} (${s.domain})`, results[s.domain] ?? { error: 'not scanned' }));
  writeFileSync(resolve(out, 'observatory.md'), tables.join('\n'));
  console.info(tables.join('\n'));
  const failing = sites.map((s) => [s.slug, shortfalls(results[s.domain])] as const).filter(([, problems]) => problems.length > 0);
  for (const [slug, problems] of failing) console.error(`✗ ${slug}: ${problems.join('; ')}`);
  if (failing.length === 0)
    console.info(`✓ HTTP Observatory: all ${sites.length} brands score at least ${REQUIRED_SCORE} with every test passed`);
  exitCode = failing.length === 0 ? 0 : 1;
} finally {
  nginx.kill('SIGQUIT');
  await stopped;
  rmSync(prefix, { recursive: true, force: true });
}
process.exit(exitCode);
