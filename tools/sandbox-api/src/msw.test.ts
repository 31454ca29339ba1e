import { createApiClient, customerLogin, getCustomerDetail, getPolicyDetail, toCustomerLoginRequest, validateOtp } from '@portal/core-api';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app.ts';
import { sandboxHandlers } from './msw.ts';

const app = createSandboxApp({ log: () => {} });
const server = setupServer(...sandboxHandlers(app));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const origin = 'http://portal.test';

describe('sandboxHandlers (MSW)', () => {
  it('hosts the same app: a full login and a policy read through intercepted fetch', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl: origin, countryId: 154, requestSource: 'CustomerPortalWeb', getToken: () => token });
    const loginId = await customerLogin(client, toCustomerLoginRequest({ brandId: 4, mobileNumber: '021-555-0104', dob: '1988-03-14' }));
    const { code } = (await (await fetch(`${origin}/__sandbox/otp/${loginId}`)).json()) as { code: string };
    token = (await validateOtp(client, { securitycode: code, customerportalloginid: loginId })).SecurityToken;
    const customer = await getCustomerDetail(client, { ClientPortalLoginId: loginId });
    expect(customer.FirstName).toBe('Aroha');
    const policy = await getPolicyDetail(client, { PolicyNumber: customer.Policies[0]!.PolicyNumber, ClientPortalLoginId: loginId });
    expect(policy.Product.Brand.BrandId).toBe(4);
  });

  it('turns a dropped connection into a network error (ApiError 503)', async () => {
    await fetch(`${origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/api', mode: 'drop', times: 1 }),
    });
    const client = createApiClient({ baseUrl: origin, countryId: 13, requestSource: 'x', getToken: () => null });
    await expect(
      customerLogin(client, toCustomerLoginRequest({ brandId: 1, emailAddress: 'a@b.c', dob: '1990-01-01' })),
    ).rejects.toMatchObject({ httpStatus: 503, kind: 'network' });
  });

  it("serves the vendors' stand-ins under /__vendor and the gateway scripts too", async () => {
    for (const path of [
      '/__vendor/www.google.com/recaptcha/api.js',
      '/__vendor/js.stripe.com/v3/',
      '/__vendor/js.stripe.com/v3/elements-inner-payment.html',
      '/gateway/card-capture.js',
      '/gateway/registration.js',
    ]) {
      expect((await fetch(`${origin}${path}`)).status).toBe(200);
    }
  });
});
