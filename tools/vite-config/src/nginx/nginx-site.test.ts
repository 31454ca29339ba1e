import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxServerBlock, productionServerBlock, sandboxLocationsConf, securityHeadersConf } from './nginx-site.ts';
import { contentSecurityPolicy, CSP_NONCE_PLACEHOLDER, LOCAL_ANY_PORT, originOf, policyHostsOf } from './security-policy.ts';

const brand = { id: 7, countryId: 13, slug: 'examplebrand', domain: 'my.example.test' };
const entry = (extra: Record<string, unknown> = {}) => ({ countryId: 13, brandId: 7, captcha: { host: '' }, ...extra });
const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('the hosts of the CSP come from the brand’s regional configuration', () => {
  it('uses only the brand’s own entry, and a path or an empty host is the portal’s own origin', () => {
    const entries = [
      { countryId: 13, brandId: 8, captcha: { host: 'https://other-captcha.test' }, gateway: { hosts: ['https://other-gateway.test'] } },
      entry({ captcha: { host: '/bot-check' } }),
    ];
    const none = { script: [], frame: [], connect: [] };
    expect(policyHostsOf(entries, brand)).toEqual({ botCheck: none, cardVendor: none, gateway: [], api: [], payment: [] });
  });

  it('takes the bot-check host’s origin, the gateway hosts and a build’s API base URL', () => {
    const hosts = policyHostsOf(
      [
        entry({
          captcha: { host: 'https://captcha.test/widget/v2' },
          gateway: { hosts: ['https://pay.gateway.test', 'https://pay.gateway.test/js'] },
        }),
      ],
      brand,
      { api: ['https://api.insurer.test/v1'] },
    );
    expect(hosts).toMatchObject({
      botCheck: { connect: ['https://captcha.test'] },
      gateway: ['https://pay.gateway.test'],
      api: ['https://api.insurer.test'],
    });
    const csp = directives(contentSecurityPolicy(hosts, 'N'));
    // The verify host is called, never loaded as a script or framed.
    expect(csp.get('script-src')).toEqual(["'nonce-N'", "'strict-dynamic'", "'self'", 'https://pay.gateway.test']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.insurer.test', 'https://captcha.test', 'https://pay.gateway.test']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'blob:', 'https://pay.gateway.test']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://pay.gateway.test']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.gateway.test']);
    expect(csp.get('style-src')).toEqual(["'self'", "'nonce-N'"]);
  });

  it('allows reCAPTCHA’s script and frame hosts from the captcha settings, and the sandbox stand-in as the own origin', () => {
    const reCaptcha = {
      host: '',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      hosts: ['https://www.gstatic.com', 'https://recaptcha.google.com'],
    };
    const hosts = policyHostsOf([entry({ captcha: reCaptcha })], brand);
    expect(hosts.botCheck.script).toEqual(['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com']);
    const csp = directives(contentSecurityPolicy(hosts, 'N'));
    for (const origin of hosts.botCheck.script) {
      expect(csp.get('script-src')).toContain(origin);
      expect(csp.get('frame-src')).toContain(origin);
      expect(csp.get('connect-src')).not.toContain(origin);
    }
    const standIn = policyHostsOf([entry({ captcha: { host: '/bot-check', scriptUrl: '/bot-check/recaptcha/api.js' } })], brand);
    expect(standIn.botCheck).toEqual({ script: [], frame: [], connect: [] });
  });

  it('refuses a brand without an entry, hosts that are not http(s) origins, plain http and test-only wildcards', () => {
    expect(() => policyHostsOf([entry()], { ...brand, id: 9 })).toThrow(/no entry/);
    expect(() => policyHostsOf([entry({ captcha: { host: "https://x.test; script-src 'unsafe-inline'" } })], brand)).toThrow();
    expect(() => policyHostsOf([entry({ gateway: { hosts: ['javascript:alert(1)'] } })], brand)).toThrow(/origin/);
    expect(() => policyHostsOf([entry({ gateway: { hosts: ['http://pay.gateway.test'] } })], brand)).toThrow(/https/);
    expect(() => policyHostsOf([entry({ gateway: { hosts: [LOCAL_ANY_PORT] } })], brand)).toThrow(/test deployments/);
    expect(originOf('http://127.0.0.1:4110/x', 'test')).toBe('http://127.0.0.1:4110');
  });
});

describe('the security headers file', () => {
  const conf = securityHeadersConf(policyHostsOf([entry()], brand));
  const header = (name: string) => new RegExp(`^add_header ${name} "([^"]*)" always;$`, 'm').exec(conf)?.[1];

  it('sets a strict CSP with a per-response nonce ($request_id)', () => {
    const csp = directives(header('Content-Security-Policy') ?? '');
    expect(csp.get('script-src')?.slice(0, 2)).toEqual(["'nonce-$request_id'", "'strict-dynamic'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'nonce-$request_id'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(conf).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('sets HSTS, nosniff, the referrer policy and denies the browser features the portal does not use', () => {
    expect(header('Strict-Transport-Security')).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(header('Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(header('Permissions-Policy')).toContain(`${feature}=()`);
  });
});

describe('the production server block', () => {
  const block = productionServerBlock(brand);

  it('serves the brand’s domain over HTTPS from its artifact, and redirects plain HTTP', () => {
    expect(block).toContain('server_name my.example.test;');
    expect(block).toContain('listen 443 ssl http2;');
    expect(block).toContain('root /srv/portal/examplebrand;');
    expect(block).toContain('include /srv/portal/examplebrand/nginx/security-headers.conf;');
    expect(block).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$host\$request_uri;/);
    const redirect = /server \{\s+listen 80;[^}]*\}/.exec(block)?.[0] ?? '';
    expect(redirect).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
  });

  it('proxies /api only: the sandbox’s other paths are never in it', () => {
    expect(block).toMatch(/location \^~ \/api\/ \{[^}]*proxy_pass http:\/\/portal_api;/);
    expect(block.match(/proxy_pass/g)).toHaveLength(1);
    for (const path of ['/bot-check', '/gateway', '/__sandbox']) expect(block).not.toContain(path);
    expect(productionServerBlock(brand, { PORTAL_API_UPSTREAM: 'https://api.insurer.test' })).toMatch(
      /proxy_pass https:\/\/api.insurer.test;\s+[\s\S]*proxy_ssl_server_name on;/,
    );
  });

  it('writes the nonce into index.html and 503.html, never serving them precompressed; caches by kind of file', () => {
    for (const page of ['/index.html', '/503.html']) {
      const location = new RegExp(`location = ${page.replace('.', '\\.')} \\{([^}]*)\\}`).exec(block)?.[1] ?? '';
      expect(location).toContain(`sub_filter "${CSP_NONCE_PLACEHOLDER}" '$request_id';`);
      expect(location).toContain('sub_filter_once off;');
      expect(location).toContain('gzip_static off;');
      expect(location).toContain('add_header Cache-Control "no-store" always;');
    }
    expect(block).toMatch(/location = \/configResponse\.json \{[^}]*no-store/);
    // Edited after the build: compressed per request, never from a precompressed copy that the edit left behind.
    expect(block).toMatch(/location = \/configResponse\.json \{[^}]*gzip_static off;/);
    expect(block).toMatch(/gzip_types [^;]*application\/json/);
    expect(block).toMatch(/location \^~ \/assets\/ \{[^}]*max-age=31536000, immutable[^}]*try_files \$uri =404;/);
    expect(block).toMatch(/location \/ \{[^}]*try_files \$uri \/index\.html;/);
    expect(block).toMatch(/location \^~ \/nginx\/ \{\s*return 404;/);
    expect(block).toMatch(/location = \/build-manifest\.json \{\s*return 404;/);
    expect(block).toContain('gzip_static on;');
  });

  it('includes the header set in every location of the site that adds a header (nginx does not inherit add_header then)', () => {
    const locations = block.match(/location [^{]+\{[^}]*\}/g) ?? [];
    const site = locations.filter((l) => l.includes('add_header') && !l.startsWith('location ^~ /api/'));
    expect(site.length).toBeGreaterThan(0);
    for (const location of site) expect(location).toContain('security-headers.conf;');
  });

  it('gives the API answers (JSON, never a document) their own short header set, not the page’s', () => {
    const api = /location \^~ \/api\/ \{([^}]*)\}/.exec(block)?.[1] ?? '';
    expect(api).toContain(`add_header Content-Security-Policy "default-src 'none'; frame-ancestors 'none'" always;`);
    expect(api).toMatch(/add_header Strict-Transport-Security "max-age=\d{8,}; includeSubDomains; preload" always;/);
    expect(api).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(api).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(api).toContain('add_header X-Frame-Options "DENY" always;');
    // The page's set: its nonce CSP, Permissions-Policy and opener policy govern documents only.
    expect(api).not.toContain('security-headers.conf');
    expect(api).not.toMatch(/Permissions-Policy|Cross-Origin-Opener-Policy|nonce/);
  });
});

describe('a test server block', () => {
  it('adds the sandbox’s paths through an include, keeping the page’s Host for the sandbox, and serves an overlaid configuration', () => {
    const block = nginxServerBlock({
      serverName: '127.0.0.1',
      listen: ['127.0.0.1:4301'],
      root: '/dist/apps/examplebrand/',
      apiUpstream: 'http://127.0.0.1:4110',
      apiHostHeader: '$http_host',
      includes: ['/tmp/sandbox.conf'],
      configResponseFile: '/tmp/examplebrand-configResponse.json',
    });
    expect(block).toContain('root /dist/apps/examplebrand;');
    expect(block).toContain('include /tmp/sandbox.conf;');
    expect(block).toMatch(/location = \/configResponse\.json \{[^}]*no-store[^}]*alias \/tmp\/examplebrand-configResponse\.json;/);
    expect(block).not.toContain('ssl');
    const sandbox = sandboxLocationsConf('http://127.0.0.1:4110/', ['/bot-check', '/gateway']);
    expect(sandbox).toMatch(/location \^~ \/bot-check \{\s*proxy_pass http:\/\/127\.0\.0\.1:4110;/);
    expect(sandbox).toContain('location ^~ /gateway {');
    // Each sandbox location sets a header of its own, so none inherits the portal's (frame-ancestors 'none' would
    // refuse the vendors' frames the sandbox serves on the portal's origin).
    for (const location of sandbox.split('location ').slice(1)) expect(location).toMatch(/\badd_header\b/);
  });
});

const nginxBinary = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!nginxBinary)('Debian’s nginx', () => {
  it('accepts the generated configuration (nginx -t)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-site-'));
    try {
      const root = join(dir, 'artifact');
      mkdirSync(join(root, 'nginx'), { recursive: true });
      writeFileSync(
        join(root, 'nginx/security-headers.conf'),
        securityHeadersConf(policyHostsOf([entry({ gateway: { hosts: ['https://pay.gateway.test'] } })], brand)),
      );
      writeFileSync(join(dir, 'sandbox.conf'), sandboxLocationsConf('http://127.0.0.1:4110', ['/bot-check', '/gateway', '/__sandbox']));
      const server = nginxServerBlock({
        serverName: 'localhost',
        listen: ['127.0.0.1:48123'],
        root,
        apiUpstream: 'http://127.0.0.1:4110',
        includes: [join(dir, 'sandbox.conf')],
      });
      const conf = join(dir, 'nginx.conf');
      writeFileSync(
        conf,
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\nclient_body_temp_path ${dir}/cb;\nproxy_temp_path ${dir}/p;\nfastcgi_temp_path ${dir}/f;\nuwsgi_temp_path ${dir}/u;\nscgi_temp_path ${dir}/s;\n${server}\n}\n`,
      );
      expect(() =>
        execFileSync('nginx', ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', conf], { stdio: 'pipe' }),
      ).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
