import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fake-fetch.ts';
import { logout } from './logout.ts';
import { markFeatureUsed } from './mark-feature-used.ts';
import { resendOtp } from './resend-otp.ts';
import { suppressFeature } from './suppress-feature.ts';
import { updateCustomerContactDetail, type ContactDetails } from './update-customer-contact-detail.ts';
import type { ApiClient } from '../client.ts';

/**
 * Section 7 does not show these answers, so any 2xx is success whatever the body: the insurer's real API may answer
 * nothing, text, or JSON of a shape we never guessed. Each call is tried with each of these bodies.
 */
const SHAPES: [string, () => Response][] = [
  ['an empty 200', () => new Response('', { status: 200 })],
  ['a 204 without a body', () => new Response(null, { status: 204 })],
  ['plain text', () => new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
  ['a bare JSON string', () => Response.json('Contact details updated')],
  ['JSON true', () => Response.json(true)],
  ['JSON of an unexpected shape', () => Response.json({ result: { code: 'done', items: [1, 2] }, IsSuccess: 'yes' })],
  ['a 202 with HTML', () => new Response('<p>Accepted</p>', { status: 202, headers: { 'Content-Type': 'text/html' } })],
];

const contact: ContactDetails = {
  ClientId: 1,
  Email: 'a@b.c',
  HomePhone: null,
  MobilePhone: '0412-345-678',
  ResidentialAddress: { AddressLine: '1 Example Street', Suburb: 'Exampleton', State: 'NSW', PostCode: '2000', City: null },
  PostalAddress: { AddressLine: '1 Example Street', Suburb: 'Exampleton', State: 'NSW', PostCode: '2000', City: null, CountryId: 13 },
  CustomPostaladdress: false,
  Errors: null,
};

const CALLS: [string, (client: ApiClient) => Promise<unknown>, unknown][] = [
  ['resendotp', (client) => resendOtp(client, { CustomerPortalLoginId: 'L' }), undefined],
  ['logout', (client) => logout(client), { ok: true }],
  [
    'updatecustomercontactdetail',
    (client) => updateCustomerContactDetail(client, { ClientPortalLoginId: 'L', ContactDetails: contact }),
    undefined,
  ],
  ['FeatureManagement/suppress', (client) => suppressFeature(client, { FeatureId: 1, clientPortalLoginId: 'L' }), undefined],
  ['FeatureManagement/markused', (client) => markFeatureUsed(client, { FeatureId: 1, clientPortalLoginId: 'L' }), undefined],
];

describe.each(CALLS)('%s: an answer whose shape section 7 does not show', (_name, call, success) => {
  it.each(SHAPES)('succeeds on %s', async (_shape, answer) => {
    const result = await call(fakeClient(answer).client);
    if (success === undefined) expect(result).toBeUndefined();
    else expect(result).toMatchObject(success as object);
  });

  it('still fails on a non-OK answer (logout resolves with ok false, as section 7 says)', async () => {
    const failing = call(fakeClient(() => Response.json({ Message: 'nope' }, { status: 500 })).client);
    if (success === undefined) await expect(failing).rejects.toMatchObject({ httpStatus: 500 });
    else await expect(failing).resolves.toEqual({ ok: false, httpStatus: 500 });
  });
});
