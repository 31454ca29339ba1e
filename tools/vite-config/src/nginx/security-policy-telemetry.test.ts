import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyHostsOf, securityHeaders } from './security-policy.ts';

const brand = { id: 7, countryId: 13, slug: 'examplebrand' };
const entry = (extra: Record<string, unknown> = {}) => [{ countryId: 13, brandId: 7, captcha: { host: '' }, ...extra }];

describe('CSP reports to the telemetry collector', () => {
  it('sends report-uri, report-to and Reporting-Endpoints to the configured collector and admits its origin', () => {
    const hosts = policyHostsOf(entry({ telemetry: { collectorUrl: 'https://collector.example/portal' } }), brand);
    const csp = contentSecurityPolicy(hosts, 'N');
    expect(csp).toContain('report-uri https://collector.example/portal; report-to csp-endpoint');
    expect(csp).toMatch(/connect-src 'self' https:\/\/collector\.example(;|$)/);
    expect(new Map(securityHeaders(hosts, 'N')).get('Reporting-Endpoints')).toBe('csp-endpoint="https://collector.example/portal"');
  });

  it('takes the build’s PORTAL_TELEMETRY_URL when the file names none; a path stays on the portal’s origin', () => {
    const hosts = policyHostsOf(entry(), brand, { telemetry: '/collect' });
    const csp = contentSecurityPolicy(hosts, 'N');
    expect(csp).toContain('report-uri /collect');
    // A path-absolute endpoint, which the Reporting API resolves against the page's origin.
    expect(new Map(securityHeaders(hosts, 'N')).get('Reporting-Endpoints')).toBe('csp-endpoint="/collect"');
    expect(csp).toMatch(/connect-src 'self';/);
  });

  it('reports nowhere when telemetry is off, and refuses a URL that could inject into the header', () => {
    const off = policyHostsOf(entry({ telemetry: { enabled: false, collectorUrl: '/collect' } }), brand);
    expect(contentSecurityPolicy(off, 'N')).not.toMatch(/report-/);
    expect(new Map(securityHeaders(off, 'N')).has('Reporting-Endpoints')).toBe(false);
    expect(() => policyHostsOf(entry({ telemetry: { collectorUrl: '/c; script-src *' } }), brand)).toThrow(/plain path/);
    expect(() => policyHostsOf(entry({ telemetry: { collectorUrl: 'http://collector.example/x' } }), brand)).toThrow(/https/);
  });
});
