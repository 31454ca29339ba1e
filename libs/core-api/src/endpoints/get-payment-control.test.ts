import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { getPaymentControl } from './get-payment-control.ts';
import { validateAndGetTokens } from './validate-and-get-tokens.ts';

const authToken = JSON.stringify({ access_token: 'gw-123', token_type: 'Bearer' });

describe('getPaymentControl', () => {
  it('maps the answer to the Pay Now gateway session: /api stripped, access_token parsed', async () => {
    const { client } = fakeClient(() =>
      json({
        QuoteID: 'Q1',
        PaymentGatewayAPIURL: 'http://127.0.0.1:4010/gateway/api',
        GfsWebComponentsUrl: 'http://127.0.0.1:4010/gateway/card-capture.js',
        PaymentGatewayAuthToken: authToken,
        ClientIpAddress: '127.0.0.1',
      }),
    );
    expect(await getPaymentControl(client, { clientPolicyNumber: '5001', ClientPortalLoginId: 'L' })).toEqual({
      quoteID: 'Q1',
      apiUrl: 'http://127.0.0.1:4010/gateway',
      componentUrl: 'http://127.0.0.1:4010/gateway/card-capture.js',
      authToken: 'gw-123',
      clientIPAddr: '127.0.0.1',
    });
  });

  it('raises 502 when the auth token holds no access_token', async () => {
    const { client } = fakeClient(() =>
      json({ QuoteID: 'Q', PaymentGatewayAPIURL: 'x/api', GfsWebComponentsUrl: 'y', PaymentGatewayAuthToken: '{}' }),
    );
    await expect(getPaymentControl(client, { clientPolicyNumber: '5001', ClientPortalLoginId: 'L' })).rejects.toMatchObject({
      httpStatus: 502,
    });
  });
});

describe('validateAndGetTokens', () => {
  it('adds the loopback client IP and normalises the payment form payload', async () => {
    const payload = {
      ClientID: 'C1',
      QuoteID: 'Q1',
      ClientValid: true,
      EvolveUpdatePaymentDetailsToken: 'E1',
      PaymentGatewayAuthToken: authToken,
      PaymentGatewayAPIURL: 'https://gw.example/api',
      PaymentGatewayAPIEnvironment: 'sandbox',
      GfsWebComponentsUrl: 'https://gw.example/registration.js',
      UseCustomFormAPI: false,
      CustomFormAPIURL: null,
      CustomFormAPIPublishableKey: null,
    };
    const { client, calls } = fakeClient(() => json(payload));
    const params = { policyNumber: '5001', firstName: 'mary', surName: 'oneil', dob: '1980-04-12', ClientPortalLoginId: 'L' };
    const result = await validateAndGetTokens(client, params);
    expect(result).toEqual({ ...payload, PaymentGatewayAPIURL: 'https://gw.example', PaymentGatewayAccessToken: 'gw-123' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/updatepaymentdetails/ValidateAndGetTokens' });
    expect(calls[0]?.body).toEqual({ ...params, clientIPAddress: '127.0.0.1' });
    const noAccessToken = fakeClient(() => json({ ...payload, PaymentGatewayAuthToken: '{"token_type":"Bearer"}' })).client;
    await expect(validateAndGetTokens(noAccessToken, params)).rejects.toMatchObject({
      httpStatus: 502,
      message: expect.stringContaining('PaymentGatewayAuthToken has no access_token'),
    });
  });
});
