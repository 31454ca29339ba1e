import { describe, expect, it } from 'vitest';
import { testRegionalConfig } from '../testing/test-brand';
import { ConfigError, loadRegionalConfig } from './load-regional-config';
import { isValidEmail, isValidMobile } from './patterns';

const answer = (status: number, body: string) => async () => new Response(body, { status });

describe('loadRegionalConfig', () => {
  const other = { ...testRegionalConfig, brandId: 2 };

  it('picks the entry of its own country and brand', async () => {
    const config = await loadRegionalConfig({
      countryId: 13,
      brandId: 1,
      fetch: answer(200, JSON.stringify([other, testRegionalConfig])),
    });
    expect(config.brandId).toBe(1);
  });

  it.each([
    ['missing', answer(404, 'Not found')],
    ['malformed', answer(200, '[{"countryId": 13}]')],
    ['no-entry', answer(200, JSON.stringify([other]))],
    ['missing', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('fails clearly when the file is %s', async (reason, fetch) => {
    const attempt = loadRegionalConfig({ countryId: 13, brandId: 1, fetch: fetch as typeof globalThis.fetch });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toMatchObject({ reason });
  });

  it('fills variant defaults (A) when the file omits them', async () => {
    const { payNowWorkflowType: _a, paymentUpdateWorkflowType: _b, ...flags } = testRegionalConfig.featureFlag;
    const config = await loadRegionalConfig({
      countryId: 13,
      brandId: 1,
      fetch: answer(200, JSON.stringify([{ ...testRegionalConfig, featureFlag: flags }])),
    });
    expect(config.featureFlag.payNowWorkflowType).toBe('A');
    expect(config.featureFlag.paymentUpdateWorkflowType).toBe('A');
  });
});

describe('configured patterns', () => {
  it('test mobiles with dashes stripped and the configured maximum length', () => {
    expect(isValidMobile(testRegionalConfig, '0412-345-678')).toBe(true);
    expect(isValidMobile(testRegionalConfig, '041234567')).toBe(false);
    expect(isValidMobile(testRegionalConfig, '05123456789')).toBe(false);
  });

  it('test e-mail addresses', () => {
    expect(isValidEmail(testRegionalConfig, 'name@example.com')).toBe(true);
    expect(isValidEmail(testRegionalConfig, 'name@example')).toBe(false);
  });
});
