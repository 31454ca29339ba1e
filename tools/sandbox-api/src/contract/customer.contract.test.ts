import {
  formatAddress,
  getCustomerDetail,
  isAbortedAddressSearch,
  searchAddress,
  searchPostcode,
  updateCustomerContactDetail,
  type ContactDetails,
} from '@portal/core-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

describe('getcustomerdetail', () => {
  it('gives display-case names, a blank home phone for the placeholder, and every policy', async () => {
    const s = await h.login('au-family');
    const detail = await getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId });
    expect([detail.FirstName, detail.LastName, detail.HomePhone]).toEqual(['Mary-Jane', "O'Neil", '']);
    expect(detail.Policies.map((p) => [p.PolicyNumber, p.PolicyStatusId])).toEqual([
      ['51000101', 30],
      ['51000102', 30],
      ['51000103', 20],
    ]);
  });

  it('answers 401 when the SecurityToken in the body is not the bearer', async () => {
    const s = await h.login('au-family');
    await expect(getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId, SecurityToken: 'other' })).rejects.toMatchObject({
      httpStatus: 401,
    });
  });
});

describe('updatecustomercontactdetail', () => {
  const contact = (clientId: number): ContactDetails => {
    const address = { AddressLine: '48 Hemlock Drive', Suburb: 'Ottawa', State: 'ON', PostCode: 'k1p5j9', City: '' };
    return {
      ClientId: clientId,
      Email: 'chloe.t@example.ca',
      HomePhone: '',
      MobilePhone: '416-555-0199',
      ResidentialAddress: address,
      PostalAddress: { ...address, CountryId: 39 },
      CustomPostaladdress: false,
      Errors: null,
    };
  };

  it('saves for all policies; the next read shows it, with the blank home phone kept blank', async () => {
    const s = await h.login('ca-multi');
    expect(
      await updateCustomerContactDetail(s.client, { ClientPortalLoginId: s.loginId, ContactDetails: contact(700010) }),
    ).toBeUndefined();
    const detail = await getCustomerDetail(s.client, { ClientPortalLoginId: s.loginId });
    expect(detail.MobilePhone).toBe('4165550199');
    expect(detail.HomePhone).toBe('');
    expect(detail.ResidentialAddress).toMatchObject({ PostCode: 'K1P 5J9', City: null, Suburb: 'Ottawa' });
  });

  it('answers a bare JSON string (the shape is not shown), and 500 for the persona whose update fails', async () => {
    const s = await h.login('ca-multi');
    const headers = {
      'Content-Type': 'application/json',
      CountryId: '39',
      'Request-Source': 'CustomerPortalWeb',
      Authorization: `Bearer ${s.token}`,
    };
    const raw = await fetch(`${h.url}/api/v1/Customer/updatecustomercontactdetail`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ClientPortalLoginId: s.loginId, ContactDetails: { ...contact(700010), MobilePhone: '4165550199' } }),
    });
    expect(await raw.json()).toBe('Contact details updated');
    const f = await h.login('au-contact-fails');
    await expect(
      updateCustomerContactDetail(f.client, { ClientPortalLoginId: f.loginId, ContactDetails: contact(700011) }),
    ).rejects.toMatchObject({ httpStatus: 500 });
  });

  it('rejects phones sent with dashes and another client id (400)', async () => {
    const s = await h.login('ca-multi');
    const raw = await fetch(`${h.url}/api/v1/Customer/updatecustomercontactdetail`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        CountryId: '39',
        'Request-Source': 'CustomerPortalWeb',
        Authorization: `Bearer ${s.token}`,
      },
      body: JSON.stringify({ ClientPortalLoginId: s.loginId, ContactDetails: { ...contact(700010), MobilePhone: '416-555-0199' } }),
    });
    expect(raw.status).toBe(400);
    await expect(
      updateCustomerContactDetail(s.client, { ClientPortalLoginId: s.loginId, ContactDetails: contact(1) }),
    ).rejects.toMatchObject({ httpStatus: 400 });
  });
});

describe('address lookup', () => {
  it("answers a broad search with the 'Too many' note, which the client discards", async () => {
    const s = await h.login('au-family');
    const raw = await fetch(`${h.url}/api/v1/Address/searchwithoutpostcode?address=Street`, {
      headers: { CountryId: '13', 'Request-Source': 'CustomerPortalWeb', Authorization: `Bearer ${s.token}` },
    });
    const body = (await raw.json()) as string[];
    expect(body[0]).toMatch(/^Too many/);
    const results = await searchAddress(s.client, { address: 'Street' });
    expect(results).toHaveLength(10);
    expect(results.every((r) => !r.startsWith('Too many') && /Street/.test(r))).toBe(true);
  });

  it('finds, formats and postcode-checks an address in the customer country', async () => {
    const s = await h.login('au-family');
    const [first] = await searchAddress(s.client, { address: '22 Stringybark Road' });
    expect(first).toBe('22 Stringybark Road, Coorabin Heights QLD 4122');
    const formatted = await formatAddress(s.client, { address: first!, isResidential: true, matchPostalAddress: false });
    expect(formatted).toMatchObject({
      isResidential: true,
      matchPostalAddress: false,
      address: {
        streetNumber1: '22',
        streetName: 'Stringybark',
        streetType: 'Road',
        state: 'QLD',
        postcode: '4122',
        suburb: 'Coorabin Heights',
      },
    });
    expect(await searchPostcode(s.client, { postcode: '4122' })).toEqual({ '4122': 'QLD' });
  });

  it('serves Canadian postal codes and New Zealand cities by the CountryId header', async () => {
    const ca = await h.login('ca-multi');
    expect(await searchPostcode(ca.client, { postcode: 'm5v' })).toEqual({ M5V2T6: 'ON' });
    const nz = await h.login('nz-single');
    const [address] = await searchAddress(nz.client, { address: 'Kahikatea Street Aro' });
    const formatted = await formatAddress(nz.client, { address: address!, isResidential: true, matchPostalAddress: true });
    expect(formatted.address).toMatchObject({ city: 'Wellington', suburb: 'Aro Valley', postcode: '6021' });
  });

  it('rejects an aborted address search with the empty error object', async () => {
    const s = await h.login('au-family');
    await h.fault({ route: '/api/v1/Address/searchwithoutpostcode', latencyMs: 300, times: 1 });
    const controller = new AbortController();
    const pending = searchAddress(s.client, { address: 'Banksia' }, controller.signal);
    setTimeout(() => controller.abort(), 20);
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toEqual({});
    expect(isAbortedAddressSearch(error)).toBe(true);
  });

  it('answers 404 to format an unknown address', async () => {
    const s = await h.login('au-family');
    await expect(
      formatAddress(s.client, { address: '1 Nowhere Road', isResidential: true, matchPostalAddress: false }),
    ).rejects.toMatchObject({ httpStatus: 404 });
  });
});
