import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { logout } from './logout.ts';
import { refreshToken } from './refresh-token.ts';
import { verifyBotCheck } from './verify-bot-check.ts';

describe('logout', () => {
  it('posts with the bearer and reports success', async () => {
    const { client, calls } = fakeClient(() => json({ IsSuccess: true }));
    expect(await logout(client)).toEqual({ ok: true, httpStatus: 200 });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('does not raise when the answer is not OK', async () => {
    const { client } = fakeClient(() => json({ Message: 'expired' }, 401));
    expect(await logout(client)).toEqual({ ok: false, httpStatus: 401 });
  });
});

describe('refreshToken (our keep-alive choice)', () => {
  it('posts with the bearer and returns the token and new expiry', async () => {
    const { client, calls } = fakeClient(() => json({ SecurityToken: 't', ExpiresAt: '2026-01-01T00:40:00Z' }));
    expect(await refreshToken(client)).toEqual({ SecurityToken: 't', ExpiresAt: '2026-01-01T00:40:00Z' });
    expect([calls[0]?.method, calls[0]?.url, calls[0]?.headers.get('Authorization')]).toEqual([
      'POST',
      '/api/v1/Account/refreshtoken',
      'Bearer secret-token',
    ]);
  });

  it('uses the configured method and path instead, and fails when the answer does not say the new expiry', async () => {
    const { client, calls } = fakeClient(() => json({ ok: true }));
    await expect(refreshToken(client, { method: 'GET', path: '/api/v2/session/keepalive' })).rejects.toMatchObject({ httpStatus: 502 });
    expect([calls[0]?.method, calls[0]?.url]).toEqual(['GET', '/api/v2/session/keepalive']);
    await expect(refreshToken(fakeClient(() => json({ Message: 'Not found' }, 404)).client)).rejects.toMatchObject({ httpStatus: 404 });
  });
});

describe('verifyBotCheck', () => {
  const params = { captchaHost: '/bot-check', token: 'tok', sitekey: 'site' };

  it('posts token, sitekey and action to the captcha host without a bearer', async () => {
    const { client, calls } = fakeClient(() => json({ success: false, score: 0.1 }));
    expect(await verifyBotCheck(client, params)).toEqual({ success: false, score: 0.1 });
    expect(calls[0]?.url).toBe('/bot-check/api/v1/recaptcha/verify');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ token: 'tok', sitekey: 'site', action: 'customerportal/Login' });
  });

  it('counts as success with score 1 when no host is configured or the answer is not OK', async () => {
    const unconfigured = fakeClient(() => json({}));
    expect(await verifyBotCheck(unconfigured.client, { ...params, captchaHost: '' })).toEqual({ success: true, score: 1 });
    expect(unconfigured.calls).toHaveLength(0);
    expect(await verifyBotCheck(fakeClient(() => json({}, 500)).client, params)).toEqual({ success: true, score: 1 });
  });
});
