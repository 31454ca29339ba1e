import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeadersConf } from './nginx-site.ts';
import { API_SECURITY_HEADERS, contentSecurityPolicy, permissionsPolicy, policyHostsOf, securityHeaders } from './security-policy.ts';
import { hostList, STRIPE_HOSTS } from './vendor-hosts.ts';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
const brandFile = (slug: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../../brands/${slug}/regional-config.json`), 'utf8')) as unknown[];
const brand = { id: 7, countryId: 13, slug: 'examplebrand' };
const entry = (extra: Record<string, unknown> = {}) => [{ countryId: 13, brandId: 7, captcha: { host: '' }, ...extra }];

describe('the CSP from what each vendor documents', () => {
  it('gives a card-provider-2 brand Stripe’s documented hosts, each in its own directives', () => {
    const csp = directives(contentSecurityPolicy(policyHostsOf(entry({ creditCardProvider: 2 }), brand), 'N'));
    expect(csp.get('script-src')).toEqual(["'nonce-N'", "'strict-dynamic'", "'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'blob:',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // Stripe's confirmSetup leaves by navigation (return_url), never by a form post.
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('gives a provider-1 brand no Stripe host at all', () => {
    const csp = contentSecurityPolicy(policyHostsOf(entry({ creditCardProvider: 1 }), brand), 'N');
    expect(csp).not.toMatch(/stripe/);
  });

  it('keeps Google’s hosts for reCAPTCHA in scripts and frames only, beside Stripe’s, for a shipped brand (kowhai)', () => {
    const hosts = policyHostsOf(brandFile('kowhai'), { id: 4, countryId: 154, slug: 'kowhai' });
    const csp = directives(contentSecurityPolicy(hosts, 'N'));
    for (const google of ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com']) {
      expect(csp.get('script-src')).toContain(google);
      expect(csp.get('frame-src')).toContain(google);
      expect(csp.get('connect-src')).not.toContain(google);
    }
    for (const stripe of STRIPE_HOSTS.frame) expect(csp.get('frame-src')).toContain(stripe);
    expect(csp.get('connect-src')).toContain('https://api.stripe.com');
  });

  it('puts the gateway’s origins (regional file and PORTAL_GATEWAY_HOSTS) in scripts, frames, calls and form posts', () => {
    const gateway = hostList('https://components.gateway.example, https://api.gateway.example\nhttps://components.gateway.example/x');
    const hosts = policyHostsOf(entry({ gateway: { hosts: ['https://pay.gateway.example'] } }), brand, { gateway });
    expect(hosts.gateway).toEqual(['https://pay.gateway.example', 'https://components.gateway.example', 'https://api.gateway.example']);
    const csp = directives(contentSecurityPolicy(hosts, 'N'));
    for (const name of ['script-src', 'frame-src', 'connect-src', 'form-action']) {
      expect(csp.get(name), name).toEqual(expect.arrayContaining(hosts.gateway));
    }
    expect(() => policyHostsOf(entry(), brand, { gateway: hostList('http://gateway.example') })).toThrow(/https/);
  });
});

describe('nothing the portal does not name (HTTP Observatory at its ceiling, issue 39)', () => {
  it('refuses by default, names every kind of fetch the portal makes, and lets images in only from named origins', () => {
    const hosts = policyHostsOf(entry({ creditCardProvider: 2, gateway: { hosts: ['https://pay.gateway.example'] } }), brand);
    const csp = directives(contentSecurityPolicy(hosts, 'N'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const name of [
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'worker-src',
      'manifest-src',
      'form-action',
    ])
      expect(csp.has(name), name).toBe(true);
    // An e-mail's inline images are data: URLs; the gateway's components may show their own images; nothing else.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://pay.gateway.example']);
    expect(
      directives(contentSecurityPolicy(policyHostsOf(brandFile('kowhai'), { id: 4, countryId: 154, slug: 'kowhai' }), 'N')).get('img-src'),
    ).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('sends HSTS fit for the preload list and CORP same-origin with the page’s headers and the API’s', () => {
    for (const headers of [new Map(securityHeaders(policyHostsOf(entry(), brand), 'N')), new Map(API_SECURITY_HEADERS)]) {
      const hsts = headers.get('Strict-Transport-Security') ?? '';
      expect(Number(/^max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts.split('; ').slice(1).sort()).toEqual(['includeSubDomains', 'preload']);
      expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    }
  });
});

describe('the Permissions-Policy', () => {
  const header = (hosts: ReturnType<typeof policyHostsOf>) => new Map(securityHeaders(hosts, 'N')).get('Permissions-Policy') ?? '';

  it('lets Stripe’s frame use the Payment Request API on a provider-2 brand, and denies it everywhere else', () => {
    expect(header(policyHostsOf(entry({ creditCardProvider: 2 }), brand))).toContain('payment=(self "https://js.stripe.com")');
    const denied = header(policyHostsOf(entry({ creditCardProvider: 1 }), brand));
    expect(denied).toContain('payment=()');
    for (const feature of ['camera', 'geolocation', 'microphone', 'usb']) expect(denied).toContain(`${feature}=()`);
    expect(permissionsPolicy()).toBe(denied);
  });

  it('reaches nginx with its quotes escaped', () => {
    const conf = securityHeadersConf(policyHostsOf(entry({ creditCardProvider: 2 }), brand));
    expect(conf).toMatch(/^add_header Permissions-Policy ".*payment=\(self \\"https:\/\/js\.stripe\.com\\"\).*" always;$/m);
  });
});
