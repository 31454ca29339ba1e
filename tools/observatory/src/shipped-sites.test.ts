import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionServerBlock } from '@portal/vite-config';
import { localCopyOfSite } from './shipped-sites';

const dir = mkdtempSync(join(tmpdir(), 'shipped-site-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'nginx'));
writeFileSync(join(dir, 'nginx', 'examplebrand.conf'), productionServerBlock({ slug: 'examplebrand', domain: 'my.example.test' }));
const site = { slug: 'examplebrand', domain: 'my.example.test', root: dir };

const directives = (conf: string) => conf.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));

describe('the shipped nginx site, moved onto this machine for the scan', () => {
  const local = localCopyOfSite(site, '/tmp/certs');

  it('serves the artifact where it was built, with the run’s certificate, on the loopback address only', () => {
    expect(local).toContain(`root ${dir};`);
    expect(local).toContain(`include ${dir}/nginx/security-headers.conf;`);
    expect(local).toContain('ssl_certificate /tmp/certs/my.example.test.crt;');
    expect(local).toContain('listen 127.0.0.1:443 ssl http2;');
    expect(local).toContain('listen 127.0.0.1:80;');
    expect(directives(local).join('\n')).not.toMatch(/\/srv\/portal|\/etc\/ssl|\[::\]|listen (443|80)/);
  });

  it('keeps every other line as shipped: the headers, the locations, the redirect', () => {
    const kept = (conf: string) => directives(conf).filter((line) => !/root |include |ssl_certificate|listen /.test(line));
    expect(kept(local)).toEqual(kept(productionServerBlock({ slug: 'examplebrand', domain: 'my.example.test' })));
    expect(kept(local).join('\n')).toContain('return 301 https://$host$request_uri;');
  });

  it('refuses a site that is not the brand’s', () => {
    expect(() => localCopyOfSite({ ...site, domain: 'my.other.test' }, '/tmp/certs')).toThrow(/not a site for my.other.test/);
  });
});
