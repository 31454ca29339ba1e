import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brandBySlug } from '@portal/brand-registry';
import { COLLECTOR_ORIGIN } from '@portal/sandbox-api';
import { SANDBOX_GATEWAY_COMPONENTS, SANDBOX_TELEMETRY, policyHostsOf, securityHeadersConf } from '@portal/vite-config';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLocalNginxConf } from './local-nginx';
import { withVendorServices } from './vendor-front';

/** An artifact as the build ships it: kowhai's own regional entry (Stripe, reCAPTCHA) beside an index.html. */
const work = mkdtempSync(join(tmpdir(), 'vendor-front-'));
const root = resolve(work, 'kowhai');
const shipped = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../brands/kowhai/regional-config.json'), 'utf8')) as Record<
  string,
  unknown
>[];
mkdirSync(root);
writeFileSync(resolve(root, 'index.html'), '<!doctype html>');
writeFileSync(resolve(root, 'configResponse.json'), JSON.stringify(shipped));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the vendors under their own names (end-to-end suite)', () => {
  const prefix = resolve(work, 'nginx');
  const conf = readFileSync(
    writeLocalNginxConf({
      prefix,
      sites: [{ slug: 'kowhai', port: 4999, root }],
      sandboxUrl: 'http://127.0.0.1:4998',
      vendorFront: { port: 4997 },
    }),
    'utf8',
  );
  const served = JSON.parse(readFileSync(resolve(prefix, 'kowhai-4999-configResponse.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >[];

  it('serves reCAPTCHA’s own script and hosts, a site key the stand-in accepts, and the sandbox’s components on the gateway’s origin', () => {
    const own = shipped[0] as { captcha: Record<string, unknown> };
    expect(served[0]?.['captcha']).toEqual({ ...own.captcha, host: '/bot-check', siteKey: 'sandbox-site-key' });
    expect(served[0]?.['gateway']).toEqual({ ...SANDBOX_GATEWAY_COMPONENTS, hosts: ['https://components.gateway.test'] });
    expect(withVendorServices({ not: 'a list' })).toEqual({ not: 'a list' });
  });

  it('sends telemetry to the collector on its own origin, replays off (the session journeys turn them on)', () => {
    expect(served[0]?.['telemetry']).toEqual({ ...SANDBOX_TELEMETRY, collectorUrl: COLLECTOR_ORIGIN, replaySampleRate: 0 });
  });

  it('gives the site exactly production’s security headers plus the gateway origin and collector a deployment sets (no loopback wildcard)', () => {
    const headers = readFileSync(resolve(prefix, 'kowhai-4999-security-headers.conf'), 'utf8');
    const deployment = { gateway: ['https://components.gateway.test'], telemetry: COLLECTOR_ORIGIN };
    expect(headers).toBe(securityHeadersConf(policyHostsOf(shipped, brandBySlug('kowhai').brand, deployment)));
    expect(headers).not.toContain('127.0.0.1');
    expect(headers).toMatch(/connect-src [^;]*https:\/\/collector\.telemetry\.test/);
  });

  it('answers for every vendor name over TLS on the front’s port, Stripe’s, Google’s and the collector’s under /__vendor/<host>, the gateway as it is', () => {
    expect(conf).toContain(
      'server_name js.stripe.com api.stripe.com hooks.stripe.com www.google.com www.gstatic.com recaptcha.google.com collector.telemetry.test;',
    );
    expect(conf).toContain('proxy_pass http://127.0.0.1:4998/__vendor/$host$request_uri;');
    expect(conf).toMatch(/server_name components\.gateway\.test;[\s\S]*?proxy_pass http:\/\/127\.0\.0\.1:4998;/);
    expect(conf.match(/listen 127\.0\.0\.1:4997 ssl http2;/g)).toHaveLength(2);
    expect(readFileSync(resolve(prefix, 'vendors.crt'), 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);
  });
});

describe('the pace of the served bodies', () => {
  const confWith = (limitRate?: number) =>
    readFileSync(
      writeLocalNginxConf({
        prefix: resolve(work, `nginx-rate-${limitRate ?? 'none'}`),
        sites: [{ slug: 'kowhai', port: 4996, root }],
        sandboxUrl: 'http://127.0.0.1:4998',
        ...(limitRate ? { limitRate } : {}),
      }),
      'utf8',
    );

  it('sends at loopback speed unless asked (the suite), at the given bytes per second for the page benchmark', () => {
    expect(confWith()).not.toContain('limit_rate');
    expect(confWith(200_000)).toMatch(/^ {4}limit_rate 200000;$/m);
  });
});
