import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { getCustomerDetail } from './get-customer-detail.ts';

const customer = {
  ClientId: 7,
  FirstName: 'mary-jane',
  LastName: "O'NEIL",
  MobilePhone: '0412345671',
  Policies: [{ PolicyNumber: '5001' }],
};

describe('getCustomerDetail: a tolerant reader (README "Essential fields")', () => {
  it.each([
    ['null', null],
    ['absent', undefined],
  ])('reads a customer whose first name is %s: the other name in display case, the policies kept', async (_loss, FirstName) => {
    const { client } = fakeClient(() => json({ ...customer, FirstName }));
    const result = await getCustomerDetail(client, { ClientPortalLoginId: 'L' });
    expect(result).toMatchObject({ LastName: "O'Neil", MobilePhone: '0412345671', Policies: [{ PolicyNumber: '5001' }] });
    expect(result.FirstName ?? null).toBeNull();
  });

  it.each([
    ['null', null],
    ['absent', undefined],
  ])('reads a customer whose last name is %s: the first name in display case, the policies kept', async (_loss, LastName) => {
    const { client } = fakeClient(() => json({ ...customer, LastName }));
    const result = await getCustomerDetail(client, { ClientPortalLoginId: 'L' });
    expect(result).toMatchObject({ FirstName: 'Mary-Jane', Policies: [{ PolicyNumber: '5001' }] });
    expect(result.LastName ?? null).toBeNull();
  });

  it('leaves out a policy without its number and keeps the others; fails (502) without ClientId or the Policies list', async () => {
    const answering = (body: unknown) => getCustomerDetail(fakeClient(() => json(body)).client, { ClientPortalLoginId: 'L' });
    const policies = [{ PolicyNumber: ' ' }, { Product: 'Family Life' }, { PolicyNumber: '5002', Product: null }];
    expect((await answering({ ...customer, Policies: policies })).Policies).toEqual([{ PolicyNumber: '5002', Product: null }]);
    await expect(answering({ ...customer, ClientId: null })).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response' });
    await expect(answering({ ...customer, Policies: null })).rejects.toMatchObject({ httpStatus: 502, kind: 'invalid-response' });
  });
});

describe('getCustomerDetail: the SecurityToken in the body (decision 13)', () => {
  it('sends the token it is given, else the current bearer, else an empty one (the server then refuses it)', async () => {
    const given = fakeClient(() => json(customer));
    await getCustomerDetail(given.client, { ClientPortalLoginId: 'L', SecurityToken: 'given-token' });
    expect(given.calls[0]?.body).toEqual({ SecurityToken: 'given-token', ClientPortalLoginId: 'L' });

    const signedOut = fakeClient(() => json(customer), { getToken: () => null });
    await getCustomerDetail(signedOut.client, { ClientPortalLoginId: 'L' });
    expect(signedOut.calls[0]?.body).toEqual({ SecurityToken: '', ClientPortalLoginId: 'L' });
  });
});
