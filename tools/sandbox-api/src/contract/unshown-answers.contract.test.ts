import {
  apiPaths,
  logout,
  markFeatureUsed,
  resendOtp,
  suppressFeature,
  updateCustomerContactDetail,
  getCustomerDetail,
} from '@portal/core-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FaultRequest } from '../state/faults.ts';
import { startHarness, type Harness, type Session } from '../testing/harness.ts';

/**
 * The calls whose answer section 7 does not show, run by the portal's client against the sandbox answering each in
 * the forms the specification leaves open (mode 'answer' and 'reshape'): any 2xx is success, whatever its body.
 */
let h: Harness;
let s: Session;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  s = await h.login('au-family');
});

const ANSWERS: Array<[string, Omit<FaultRequest, 'route'>]> = [
  ['an empty 204', { mode: 'answer', status: 204 }],
  ['an empty 200', { mode: 'answer' }],
  ['a 202 in plain text', { mode: 'answer', status: 202, body: 'Accepted', contentType: 'text/plain' }],
  ['JSON of another shape', { mode: 'answer', body: '{"Result":{"ok":1},"IsSuccess":"yes"}', contentType: 'application/json' }],
  ['HTML', { mode: 'answer', body: '<p>Done</p>', contentType: 'text/html' }],
];

const CALLS: Array<[string, string, () => Promise<unknown>]> = [
  ['resendotp', apiPaths.resendOtp, () => resendOtp(s.client, { CustomerPortalLoginId: s.loginId })],
  ['logout', apiPaths.logout, async () => expect(await logout(s.client)).toMatchObject({ ok: true })],
  [
    'updatecustomercontactdetail',
    apiPaths.updateCustomerContactDetail,
    async () => {
      const customer = await getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId });
      const { ClientId, Email, HomePhone, MobilePhone, ResidentialAddress, PostalAddress, CustomPostaladdress } = customer;
      const phones = { HomePhone: HomePhone ?? null, MobilePhone: MobilePhone ?? null };
      const details = { ClientId, Email: Email ?? null, ...phones, CustomPostaladdress: !!CustomPostaladdress, Errors: null };
      return updateCustomerContactDetail(s.client, {
        ClientPortalLoginId: s.loginId,
        ContactDetails: { ...details, ResidentialAddress: ResidentialAddress!, PostalAddress: PostalAddress! },
      });
    },
  ],
  ['suppress', apiPaths.suppressFeature, () => suppressFeature(s.client, { FeatureId: 1, clientPortalLoginId: s.loginId })],
  ['markused', apiPaths.markFeatureUsed, () => markFeatureUsed(s.client, { FeatureId: 1, clientPortalLoginId: s.loginId })],
];

describe.each(CALLS)('%s answered in a form section 7 leaves open', (_name, route, call) => {
  it.each(ANSWERS)('succeeds on %s', async (_form, answer) => {
    await h.fault({ route, ...answer, times: 1 });
    await call();
    expect(await (await h.control('GET', '/__sandbox/faults')).json()).toEqual([]);
  });
});
