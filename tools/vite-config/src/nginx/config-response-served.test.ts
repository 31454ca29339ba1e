import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxServerBlock, securityHeadersConf } from './nginx-site.ts';
import { precompressArtifact } from './precompress.ts';
import { policyHostsOf } from './security-policy.ts';

const brand = { id: 7, countryId: 13, slug: 'examplebrand', domain: 'my.example.test' };
/** A configuration entry large enough to be compressed (nginx's gzip_min_length is 512 bytes). */
const entry = (emailAuthFeature: boolean) => ({
  countryId: 13,
  brandId: 7,
  featureFlag: { emailAuthFeature },
  captcha: { host: '' },
  regionalisation: { note: 'x'.repeat(2000) },
});
const json = (emailAuthFeature: boolean) => JSON.stringify([entry(emailAuthFeature)], null, 2);

describe('precompressArtifact', () => {
  it('writes a .gz beside the assets but never beside configResponse.json, which is edited after the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets/app-abc123.js'), 'console.log("portal");\n'.repeat(100));
      writeFileSync(join(dir, 'configResponse.json'), json(false));
      expect(precompressArtifact(dir)).toEqual(['assets/app-abc123.js.gz']);
      expect(existsSync(join(dir, 'configResponse.json.gz'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const nginxAvailable = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const freePort = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });

describe.skipIf(!nginxAvailable)('configResponse.json edited in a deployed artifact, served by the brand’s nginx site', () => {
  const dir = mkdtempSync(join(tmpdir(), 'config-served-'));
  const root = join(dir, 'artifact');
  let port = 0;
  let stop = async () => undefined as void;

  beforeAll(async () => {
    mkdirSync(join(root, 'nginx'), { recursive: true });
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(root, 'assets/app-abc123.js'), 'console.log("portal");\n'.repeat(100));
    writeFileSync(join(root, 'configResponse.json'), json(false));
    precompressArtifact(root);
    // What an artifact built before this change carried: the build's compressed copy, left stale by the edit below.
    writeFileSync(join(root, 'configResponse.json.gz'), gzipSync(json(false)));
    writeFileSync(join(root, 'configResponse.json'), json(true));
    writeFileSync(join(root, 'nginx/security-headers.conf'), securityHeadersConf(policyHostsOf([entry(true)], brand)));
    chmodSync(dir, 0o755); // nginx's workers read the artifact as another user when the tests run as root
    port = await freePort();
    const server = nginxServerBlock({ serverName: 'localhost', listen: [`127.0.0.1:${port}`], root, apiUpstream: 'http://127.0.0.1:9' });
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n');
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${temp}\n${server}\n}\n`);
    const nginx = spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    stop = async () => {
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    };
    for (let i = 0; i < 100; i++) {
      if (
        await get(port, '/index.html').then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`nginx did not answer: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
  });

  afterAll(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a browser that accepts gzip with the edited file, compressed on the fly, never the stale .gz', async () => {
    const answer = await get(port, '/configResponse.json', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual([entry(true)]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers a client without gzip with the edited file as it is', async () => {
    const answer = await get(port, '/configResponse.json');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(json(true));
  });

  it('still sends the hashed assets’ precompressed copies (gzip_static: with their length, not per request)', async () => {
    const answer = await get(port, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(statSync(join(root, 'assets/app-abc123.js.gz')).size);
  });
});
