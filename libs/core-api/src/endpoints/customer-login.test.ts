import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fake-fetch.ts';
import { customerLogin, toCustomerLoginRequest } from './customer-login.ts';
import { resendOtp } from './resend-otp.ts';
import { validateOtp } from './validate-otp.ts';

describe('customerLogin', () => {
  it('posts the credentials without a bearer and unquotes the plain-text login id', async () => {
    const { client, calls } = fakeClient(() => new Response('"c0ffee-42"', { status: 200 }));
    const id = await customerLogin(client, toCustomerLoginRequest({ brandId: 4, mobileNumber: '021-555-0101', dob: '1980-04-12' }));
    expect(id).toBe('c0ffee-42');
    expect(calls[0]?.url).toBe('/api/v1/Account/customerlogin');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ BrandId: 4, EmailId: '', PhoneNumber: '0215550101', DateOfBirth: '1980-04-12' });
  });

  it('sends what the form gave without surrounding spaces, and an empty string for the identifier not used', () => {
    expect(toCustomerLoginRequest({ brandId: 1, emailAddress: ' a@b.c ', dob: '1990-01-01' })).toEqual({
      BrandId: 1,
      EmailId: 'a@b.c',
      PhoneNumber: '',
      DateOfBirth: '1990-01-01',
    });
    expect(toCustomerLoginRequest({ brandId: 1, mobileNumber: ' 0412-000-111 ', dob: '1990-01-01' })).toMatchObject({
      EmailId: '',
      PhoneNumber: '0412000111',
    });
  });

  it('takes a login id with a bracket inside it (only one that opens like JSON is refused)', async () => {
    const { client } = fakeClient(() => new Response('ab[12]{3}'));
    expect(await customerLogin(client, toCustomerLoginRequest({ brandId: 1, emailAddress: 'a@b.c', dob: '1990-01-01' }))).toBe('ab[12]{3}');
  });

  it('strips dashes from a phone given directly in wire form', async () => {
    const { client, calls } = fakeClient(() => new Response('id'));
    await customerLogin(client, { BrandId: 1, EmailId: '', PhoneNumber: '0412-000-111', DateOfBirth: '1990-01-01' });
    expect(calls[0]?.body).toMatchObject({ PhoneNumber: '0412000111' });
  });

  it('raises 403 for a locked account and 502 for an empty answer', async () => {
    await expect(
      customerLogin(
        fakeClient(() => new Response('', { status: 403 })).client,
        toCustomerLoginRequest({ brandId: 1, emailAddress: 'a@b.c', dob: '1990-01-01' }),
      ),
    ).rejects.toMatchObject({ httpStatus: 403 });
    await expect(
      customerLogin(
        fakeClient(() => new Response('""')).client,
        toCustomerLoginRequest({ brandId: 1, emailAddress: 'a@b.c', dob: '1990-01-01' }),
      ),
    ).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response', message: expect.stringContaining('empty customerLoginId') });
  });

  it('raises 502 for an answer that is JSON or cut short rather than a login id', async () => {
    for (const answer of ['{"Message": "truncated', '{"CustomerLoginId":"x"}', '["x"]', '"two words"', `{"x":"${'y'.repeat(300)}"}`]) {
      const { client } = fakeClient(() => new Response(answer));
      await expect(
        customerLogin(client, toCustomerLoginRequest({ brandId: 1, emailAddress: 'a@b.c', dob: '1990-01-01' })),
      ).rejects.toMatchObject({
        httpStatus: 502,
        kind: 'invalid-response',
        message: expect.stringContaining('not a customerLoginId'),
        body: answer.replace(/^"(.*)"$/, '$1').slice(0, 200),
      });
    }
  });
});

describe('validateOtp and resendOtp', () => {
  it('send their wire bodies without a bearer', async () => {
    const { client, calls } = fakeClient((call) =>
      Response.json(
        call.url.endsWith('validateotp')
          ? { SecurityToken: 't', ExpiresAt: '2026-01-01T00:20:00Z' }
          : { CustomerPortalLoginId: 'L', OtpExpiresAt: '2026-01-01T00:05:00Z' },
      ),
    );
    expect(await validateOtp(client, { securitycode: '123456', customerportalloginid: 'L' })).toEqual({
      SecurityToken: 't',
      ExpiresAt: '2026-01-01T00:20:00Z',
    });
    await resendOtp(client, { CustomerPortalLoginId: 'L' });
    expect(calls.map((c) => [c.url, c.headers.has('Authorization'), c.body])).toEqual([
      ['/api/v1/Account/validateotp', false, { securitycode: '123456', customerportalloginid: 'L' }],
      ['/api/v1/Account/resendotp', false, { CustomerPortalLoginId: 'L' }],
    ]);
  });

  it('surface 404 (wrong code) and 419 (expired code) as ApiError statuses', async () => {
    for (const status of [404, 419]) {
      const { client } = fakeClient(() => Response.json({ Message: 'no' }, { status }));
      await expect(validateOtp(client, { securitycode: '000000', customerportalloginid: 'L' })).rejects.toMatchObject({
        httpStatus: status,
      });
    }
  });
});
