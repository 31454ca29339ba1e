import { describe, expect, it } from 'vitest';
import type { RegionalConfig } from '@portal/config';
import { testRegionalConfig } from '@portal/config/testing';
import { configFingerprint } from './config-fingerprint';

const withFlags = (flags: Partial<RegionalConfig['featureFlag']>): RegionalConfig => ({
  ...testRegionalConfig,
  featureFlag: { ...testRegionalConfig.featureFlag, ...flags },
});

/** Reverses the key order of every object, as another file (or serializer) might write them. */
const reversed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reversed);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversed(v)]),
    );
  return value;
};

describe('configFingerprint (which configuration the login screen was prerendered from)', () => {
  const built = configFingerprint(testRegionalConfig);

  it('is the same for the same entry, however its keys are ordered, and short enough for an attribute', () => {
    expect(configFingerprint(structuredClone(testRegionalConfig))).toBe(built);
    expect(configFingerprint(reversed(testRegionalConfig) as RegionalConfig)).toBe(built);
    expect(built).toMatch(/^[0-9a-z]{1,12}$/);
  });

  it('differs when a flag that shapes the login form changes (e-mail login, the bot check)', () => {
    const email = configFingerprint(withFlags({ emailAuthFeature: !testRegionalConfig.featureFlag.emailAuthFeature }));
    const botCheck = configFingerprint(withFlags({ recaptchaFeature: !testRegionalConfig.featureFlag.recaptchaFeature }));
    expect(email).not.toBe(built);
    expect(botCheck).not.toBe(built);
    expect(email).not.toBe(botCheck);
  });

  it('differs when wording, a pattern or a length the screen shows changes', () => {
    const { regionalisation, patterns, maxLengths } = testRegionalConfig;
    const dob = {
      ...regionalisation.dateOfBirth,
      order: ['mm', 'dd', 'yyyy'] as RegionalConfig['regionalisation']['dateOfBirth']['order'],
    };
    expect(configFingerprint({ ...testRegionalConfig, regionalisation: { ...regionalisation, dateOfBirth: dob } })).not.toBe(built);
    expect(configFingerprint({ ...testRegionalConfig, patterns: { ...patterns, mobile: '^07\\d{8}$' } })).not.toBe(built);
    expect(configFingerprint({ ...testRegionalConfig, maxLengths: { ...maxLengths, email: maxLengths.email + 1 } })).not.toBe(built);
  });

  it('ignores the deployment settings laid over the served file: the bot check’s stand-in, the gateway, the API settings', () => {
    const overlaid = {
      ...testRegionalConfig,
      captcha: { host: '/bot-check', scriptUrl: '/bot-check/recaptcha/api.js', siteKey: 'another-key' },
      gateway: {
        hosts: ['https://components.gateway.test'],
        cardCapture: { tag: 'x-card', attributes: {}, events: { invalid: 'i', failed: 'f' } },
      },
      api: { requestSource: 'Elsewhere', keepAlive: { method: 'GET' as const, path: '/api/ping' } },
    };
    expect(configFingerprint(overlaid)).toBe(built);
  });
});
