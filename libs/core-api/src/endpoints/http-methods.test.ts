import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../client.ts';
import { fakeClient } from '../testing/fake-fetch.ts';
import { completeCollection } from './complete-collection.ts';
import { customerLogin } from './customer-login.ts';
import { formatAddress } from './format-address.ts';
import { getCustomerDetail } from './get-customer-detail.ts';
import { getDocumentList } from './get-document-list.ts';
import { getDocumentStream } from './get-document-stream.ts';
import { getFeatures } from './get-features.ts';
import { getPaymentControl } from './get-payment-control.ts';
import { getPolicyDetail } from './get-policy-detail.ts';
import { getRealtimePayments } from './get-realtime-payments.ts';
import { logout } from './logout.ts';
import { markFeatureUsed } from './mark-feature-used.ts';
import { resendOtp } from './resend-otp.ts';
import { searchAddress } from './search-address.ts';
import { searchPostcode } from './search-postcode.ts';
import { suppressFeature } from './suppress-feature.ts';
import { validateOtp } from './validate-otp.ts';
import { verifyBotCheck } from './verify-bot-check.ts';

/** Section 7's method and path of each call (the answer does not matter here: a 500 ends each). */
const CALLS: [string, string, (client: ApiClient) => Promise<unknown>][] = [
  [
    'POST',
    '/api/v1/Account/customerlogin',
    (c) => customerLogin(c, { BrandId: 1, EmailId: 'a@b.c', PhoneNumber: '', DateOfBirth: '1980-01-01' }),
  ],
  ['POST', '/api/v1/Account/validateotp', (c) => validateOtp(c, { securitycode: '123456', customerportalloginid: 'L' })],
  ['POST', '/api/v1/Account/resendotp', (c) => resendOtp(c, { CustomerPortalLoginId: 'L' })],
  ['POST', '/api/v1/Customer/logout', (c) => logout(c)],
  ['GET', '/api/v1/Address/searchwithoutpostcode?address=1%20Example', (c) => searchAddress(c, { address: '1 Example' })],
  [
    'GET',
    '/api/v1/Address/format?address=1%20Example',
    (c) => formatAddress(c, { address: '1 Example', isResidential: true, matchPostalAddress: false }),
  ],
  ['GET', '/api/v1/Address/searchpostcode?postcode=2000', (c) => searchPostcode(c, { postcode: '2000' })],
  ['POST', '/api/v1/Customer/getcustomerdetail', (c) => getCustomerDetail(c, { ClientPortalLoginId: 'L' })],
  [
    'GET',
    '/api/v1/Document/documentlist?PolicyNumber=P&BrandId=1&ClientPortalLoginId=L&ProductCode=F&SaleCompletedDate=2020-01-01',
    (c) =>
      getDocumentList(c, { PolicyNumber: 'P', BrandId: 1, ClientPortalLoginId: 'L', ProductCode: 'F', SaleCompletedDate: '2020-01-01' }),
  ],
  ['POST', '/api/v1/Document/documentstream', (c) => getDocumentStream(c, { DocumentId: 'D', QuadientHeaders: null })],
  ['GET', '/api/v1/FeatureManagement/features?clientPortalLoginId=L', (c) => getFeatures(c, { clientPortalLoginId: 'L' })],
  ['POST', '/api/v1/FeatureManagement/suppress', (c) => suppressFeature(c, { FeatureId: 1, clientPortalLoginId: 'L' })],
  ['POST', '/api/v1/FeatureManagement/markused', (c) => markFeatureUsed(c, { FeatureId: 1, clientPortalLoginId: 'L' })],
  ['POST', '/api/v1/Policy/policydetail', (c) => getPolicyDetail(c, { ClientPortalLoginId: 'L', PolicyNumber: 'P' })],
  [
    'GET',
    '/api/v1/PayNow/getpaymentcontrol?clientPolicyNumber=P&ClientPortalLoginId=L',
    (c) => getPaymentControl(c, { clientPolicyNumber: 'P', ClientPortalLoginId: 'L' }),
  ],
  [
    'GET',
    '/api/v1/PayNow/getrealtimepayments?clientPolicyNumber=P&ClientPortalLoginId=L',
    (c) => getRealtimePayments(c, { clientPolicyNumber: 'P', ClientPortalLoginId: 'L' }),
  ],
  [
    'POST',
    '/api/v1/PayNow/completecollection',
    (c) => completeCollection(c, { ClientPortalLoginId: 'L', ClientPolicyNumber: 'P', TransactionIdentifier: 'T', Payments: [] }),
  ],
];

describe('each call uses the method and path section 7 gives it', () => {
  it.each(CALLS)('%s %s', async (method, url, call) => {
    const { client, calls } = fakeClient(() => Response.json({ Message: 'failed' }, { status: 500 }));
    await call(client).catch(() => undefined);
    expect(calls.map((c) => [c.method, c.url])).toEqual([[method, url]]);
  });

  it('POST for the bot check, at the configured captcha host', async () => {
    const { client, calls } = fakeClient(() => Response.json({ success: true, score: 0.9 }));
    await verifyBotCheck(client, { captchaHost: 'https://captcha.example', token: 't', sitekey: 'k' });
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });
});
