import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { brandBySlug } from '@portal/brand-registry';
import { GATEWAY_ORIGIN } from '@portal/sandbox-api';
import {
  LOCAL_ANY_PORT,
  nginxServerBlock,
  policyHostsOf,
  sandboxLocationsConf,
  sandboxPaths,
  securityHeadersConf,
  withSandboxServices,
} from '@portal/vite-config';
import { nginxBinary } from './nginx-binary';
import { vendorFrontConf, withVendorServices, type VendorFront } from './vendor-front';

/**
 * Debian's nginx serving built brand artifacts on this machine, as production does (each brand's security headers
 * and server block, from the same generator as the build's nginx/ files), with a sandbox behind /api and, for tests
 * and measurements only, its other paths (/bot-check, /gateway, /__sandbox). Unprivileged: the configuration, pid,
 * logs and temp files live under `prefix`. Used by the end-to-end suite, the benchmarks and serve-cli.
 *
 * The differences from production, by default (the benchmarks, serve-cli): the hosted gateway is the sandbox itself,
 * on its own origin (any loopback port), so each site's CSP allows that origin as a gateway host; and the bot check is
 * the sandbox's reCAPTCHA stand-in, a deployment setting laid over the artifact's configResponse.json.
 * With `vendorFront` (the end-to-end suite), the vendors are reached under their own names through a TLS front
 * (vendor-front.ts): reCAPTCHA's script stays Google's, the gateway is https://components.gateway.test, and each
 * site's CSP is exactly production's plus that gateway origin, as a deployment sets it (PORTAL_GATEWAY_HOSTS).
 */
export type LocalSite = {
  slug: string;
  port: number;
  /** Serve over TLS with HTTP/2 (certificate and key files), as production does. */
  tls?: { certificate: string; key: string };
  /** The artifact's directory (default dist/apps/<slug>), e.g. an earlier build to compare with. */
  root?: string;
  /** Flags switched in the artifact's configResponse.json after the build, as operations would edit the served file. */
  featureFlags?: Record<string, boolean | number | string>;
  /** Telemetry settings laid over the served ones after the vendors' (e.g. replays on), as operations would edit them. */
  telemetry?: Record<string, boolean | number | string>;
};

export type LocalNginxOptions = {
  prefix: string;
  sites: LocalSite[];
  sandboxUrl: string;
  /** Serve the vendors under their own names on this loopback port (and configure the sites for them). */
  vendorFront?: VendorFront;
  /** Every response's body sent at most this fast, in bytes per second (the page benchmark's phone network). */
  limitRate?: number;
};

const workspace = resolve(import.meta.dirname, '../../..');

/** Writes `<prefix>/nginx.conf` (and the files it includes) for the sites; returns its path. */
export function writeLocalNginxConf({ prefix, sites, sandboxUrl, vendorFront, limitRate }: LocalNginxOptions): string {
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(resolve(prefix, 'temp'), { recursive: true });
  const sandboxConf = resolve(prefix, 'sandbox-locations.conf');
  writeFileSync(
    sandboxConf,
    sandboxLocationsConf(
      sandboxUrl,
      sandboxPaths.filter((p) => p !== '/api'),
    ),
  );
  const servers = sites.map(({ slug, port, tls, root = resolve(workspace, 'dist/apps', slug), featureFlags, telemetry }) => {
    if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No artifact at ${root}: build first (npm run build)`);
    const { brand } = brandBySlug(slug);
    const shipped = JSON.parse(readFileSync(resolve(root, 'configResponse.json'), 'utf8')) as Record<string, unknown>[];
    const edited = featureFlags
      ? shipped.map((e) => ({ ...e, featureFlag: { ...(e['featureFlag'] as object), ...featureFlags } }))
      : shipped;
    const services = vendorFront ? withVendorServices(edited) : withSandboxServices(edited);
    const entries =
      telemetry && Array.isArray(services)
        ? services.map((e: Record<string, unknown>) => ({ ...e, telemetry: { ...(e['telemetry'] as object), ...telemetry } }))
        : services;
    const configResponseFile = resolve(prefix, `${slug}-${port}-configResponse.json`);
    writeFileSync(configResponseFile, JSON.stringify(entries));
    const headersFile = resolve(prefix, `${slug}-${port}-security-headers.conf`);
    const gateway = vendorFront ? [GATEWAY_ORIGIN] : [LOCAL_ANY_PORT];
    writeFileSync(headersFile, securityHeadersConf(policyHostsOf(entries, brand, { gateway })));
    return nginxServerBlock({
      serverName: '127.0.0.1',
      listen: [`127.0.0.1:${port}${tls ? ' ssl http2' : ''}`],
      tls,
      root,
      securityHeadersFile: headersFile,
      configResponseFile,
      apiUpstream: sandboxUrl,
      // The sandbox builds its URLs from the Host it is asked on; the page's keeps them on the portal's origin.
      apiHostHeader: '$http_host',
      includes: [sandboxConf],
    });
  });
  const temp = (name: string) => `${name}_temp_path ${resolve(prefix, 'temp', name)};`;
  const conf = resolve(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `# Generated by tools/dev-server/src/local-nginx.ts.
worker_processes 1;
pid ${resolve(prefix, 'nginx.pid')};
error_log ${resolve(prefix, 'error.log')} warn;
events { worker_connections 512; }
http {
    access_log ${resolve(prefix, 'access.log')};
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;${limitRate ? `\n    limit_rate ${limitRate};` : ''}

${[...servers, ...(vendorFront ? [vendorFrontConf(prefix, vendorFront, sandboxUrl)] : [])].join('\n').replace(/^(?=.)/gm, '    ')}
}
`,
  );
  return conf;
}

/** nginx in the foreground (`daemon off`), as a child of this process. */
export function spawnNginx(prefix: string, conf: string): ChildProcess {
  return spawn(nginxBinary(), ['-p', prefix, '-e', resolve(prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** Starts nginx for the sites and resolves once every port accepts connections. */
export async function startLocalNginx(options: LocalNginxOptions): Promise<{ stop: () => Promise<void> }> {
  const nginx = spawnNginx(options.prefix, writeLocalNginxConf(options));
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()));
  const failed = new Promise<never>((_, fail) => {
    nginx.once('error', (error) => fail(new Error(`Could not start nginx (apt-get install nginx-light): ${error.message}`)));
    void exited.then(() => fail(new Error(`nginx exited; see ${resolve(options.prefix, 'error.log')}`)));
  });
  failed.catch(() => undefined);
  const deadline = Date.now() + 10_000;
  for (const { port } of options.sites) {
    while (!(await Promise.race([accepts(port), failed]))) {
      if (Date.now() > deadline) throw new Error(`nginx does not answer on ${port}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return {
    stop: async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
      await exited;
    },
  };
}
