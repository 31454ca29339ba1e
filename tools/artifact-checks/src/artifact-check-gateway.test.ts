import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyHostsOf, SANDBOX_GATEWAY_COMPONENTS, securityHeadersConf, withSandboxServices } from '@portal/vite-config';
import { deploymentSettingProblems, sandboxNameProblems, SECURITY_HEADERS } from './artifact-check-gateway';

const brand = { id: 7, countryId: 13, slug: 'examplebrand' };

/** An artifact's configuration entry and its CSP, built by the same generator as the build's. */
function artifact(entry: Record<string, unknown>, gateway: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'artifact-gateway-'));
  const entries = [{ countryId: 13, brandId: 7, captcha: { host: '' }, ...entry }];
  writeFileSync(join(dir, 'configResponse.json'), JSON.stringify(entries));
  mkdirSync(join(dir, 'nginx'));
  writeFileSync(join(dir, SECURITY_HEADERS), securityHeadersConf(policyHostsOf(entries, brand, { gateway })));
  return dir;
}

const problems = (list: { problem: string }[]) => list.map((p) => p.problem);
const acme = { tag: 'acme-card-form', attributes: {}, events: { invalid: 'acme:invalid', failed: 'acme:failed' } };

describe('the deployment settings a release needs (warnings in CI, errors with PORTAL_RELEASE=1)', () => {
  it('says clearly when a provider-1 brand has no gateway origin and no component names', () => {
    expect(problems(deploymentSettingProblems(artifact({ creditCardProvider: 1 })))).toEqual([
      'no payment gateway origin in the CSP: set PORTAL_GATEWAY_HOSTS (or gateway.hosts) and build again',
      "no gateway.cardCapture (Pay Now cannot take a card): name the gateway's component in the served configResponse.json",
      "no gateway.registration (payment update cannot save a card or an account): name the gateway's component in the served configResponse.json",
    ]);
  });

  it('asks a provider-2 brand for Pay Now’s card capture only, and is satisfied by a deployment that set everything', () => {
    expect(problems(deploymentSettingProblems(artifact({ creditCardProvider: 2 }, ['https://gw.example'])))).toEqual([
      "no gateway.cardCapture (Pay Now cannot take a card): name the gateway's component in the served configResponse.json",
    ]);
    const set = artifact({
      creditCardProvider: 1,
      gateway: { hosts: ['https://gw.example'], cardCapture: acme, registration: { ...acme, tag: 'acme-registration' } },
    });
    expect(deploymentSettingProblems(set)).toEqual([]);
  });
});

describe('a production artifact never names the sandbox (always an error)', () => {
  it('fails a configuration that names the sandbox’s components, as the dev overlay does', () => {
    const dir = artifact({ creditCardProvider: 1 });
    expect(sandboxNameProblems(dir)).toEqual([]);
    const overlaid = withSandboxServices([{ countryId: 13, brandId: 7, captcha: { host: '' } }]);
    writeFileSync(join(dir, 'configResponse.json'), JSON.stringify(overlaid));
    const found = problems(sandboxNameProblems(dir));
    expect(found).toContain(`names the sandbox’s gateway component "${SANDBOX_GATEWAY_COMPONENTS.cardCapture.tag}"`);
    expect(found).toContain(`names the sandbox’s gateway component "${SANDBOX_GATEWAY_COMPONENTS.registration.tag}"`);
    expect(found).toContain(`names the sandbox’s gateway component "${SANDBOX_GATEWAY_COMPONENTS.cardCapture.events.failed}"`);
  });

  it('fails a CSP that allows a test deployment’s gateway (the e2e suite’s host, the loopback)', () => {
    expect(problems(sandboxNameProblems(artifact({}, ['https://components.gateway.test'])))).toEqual(
      expect.arrayContaining([`allows the test-only source https://components.gateway.test`]),
    );
    expect(problems(sandboxNameProblems(artifact({}, ['http://127.0.0.1:4110'])))).toContain(
      'allows the test-only source http://127.0.0.1:4110',
    );
  });
});
