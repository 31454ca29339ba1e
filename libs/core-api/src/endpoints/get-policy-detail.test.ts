import { describe, expect, it } from 'vitest';
import { fakeClient, json } from '../testing/fake-fetch.ts';
import { getCustomerDetail } from './get-customer-detail.ts';
import { getPolicyDetail } from './get-policy-detail.ts';
import { updateCustomerContactDetail } from './update-customer-contact-detail.ts';

const benefit = (BenefitDescription: string, RiskStartDate: string) => ({ BenefitDescription, RiskStartDate, FrequencyPremiumAmount: 10 });

const detail = {
  PolicySummary: { PolicyNumber: '5001' },
  Owner: { Title: 'Ms', FirstName: 'MARY-JANE', Lastname: "O'Neil" },
  PolicyStatus: { PolicyStatusId: 30, Description: 'Active' },
  Product: { ProductCode: 'FL1', ProductName: 'Family Life', ProductType: { ProductTypeId: 1 }, Brand: { BrandId: 1 } },
  PaymentMethod: { PaymentMethodId: 1, Description: 'Credit Card' },
  LifeInsured: [
    {
      FirstName: 'Mary-Jane',
      LastName: "O'Neil",
      BenefitDetails: [benefit('Life', '2025-01-01'), benefit('Accident', '2025-01-01'), benefit('Life', '2024-01-01')],
    },
  ],
  Beneficiaries: [{ FirstName: 'TOM', LastName: 'Smith', Percentage: 100 }],
};

describe('getPolicyDetail', () => {
  it('lower-cases names for storage and sorts benefits by description then risk start date', async () => {
    const { client, calls } = fakeClient(() => json(detail));
    const result = await getPolicyDetail(client, { PolicyNumber: '5001', ClientPortalLoginId: 'L' });
    expect([result.Owner.FirstName, result.Owner.Lastname, result.Beneficiaries?.[0]?.FirstName]).toEqual(['mary-jane', "o'neil", 'tom']);
    expect(result.LifeInsured[0]?.BenefitDetails.map((b) => [b.BenefitDescription, b.RiskStartDate])).toEqual([
      ['Accident', '2025-01-01'],
      ['Life', '2024-01-01'],
      ['Life', '2025-01-01'],
    ]);
    expect(calls[0]?.body).toEqual({ PolicyNumber: '5001', ClientPortalLoginId: 'L' });
  });

  it.each([
    ['null', null],
    ['absent', undefined],
  ])('reads a policy whose names are %s (README "Essential fields"): the other names kept for storage', async (_loss, name) => {
    const answer = {
      ...detail,
      Owner: { ...detail.Owner, FirstName: name },
      LifeInsured: [{ ...detail.LifeInsured[0], LastName: name }],
      Beneficiaries: [{ FirstName: name, LastName: 'SMITH', Percentage: 100 }],
    };
    const result = await getPolicyDetail(fakeClient(() => json(answer)).client, { PolicyNumber: '5001', ClientPortalLoginId: 'L' });
    expect(result.Owner).toMatchObject({ Title: 'Ms', Lastname: "o'neil" });
    expect(result.Owner.FirstName ?? null).toBeNull();
    expect(result.LifeInsured[0]).toMatchObject({ FirstName: 'mary-jane' });
    expect(result.LifeInsured[0]?.LastName ?? null).toBeNull();
    expect(result.Beneficiaries?.[0]).toMatchObject({ LastName: 'smith', Percentage: 100 });
    expect(result.Beneficiaries?.[0]?.FirstName ?? null).toBeNull();
  });

  it('reads a policy without beneficiaries, or with only its number (every other part empty), and fails (502) without the number', async () => {
    const answering = (body: unknown) =>
      getPolicyDetail(fakeClient(() => json(body)).client, { PolicyNumber: '5001', ClientPortalLoginId: 'L' });
    const { Beneficiaries: _none, ...withoutBeneficiaries } = detail;
    for (const answer of [withoutBeneficiaries, { ...detail, Beneficiaries: null }]) {
      const result = await answering(answer);
      expect(result).toMatchObject({ Owner: { Title: 'Ms' }, PolicyStatus: { Description: 'Active' } });
      expect(result.Beneficiaries ?? []).toEqual([]);
    }
    expect(await answering({ PolicySummary: { PolicyNumber: '5001' } })).toMatchObject({
      Owner: {},
      PolicyStatus: {},
      Product: { ProductType: {}, Brand: {} },
      PaymentMethod: {},
      LifeInsured: [],
    });
    await expect(answering({ ...detail, PolicySummary: { PolicyNumber: ' ' } })).rejects.toMatchObject({
      httpStatus: 502,
      kind: 'invalid-response',
    });
  });
});

describe('getCustomerDetail', () => {
  it('sends the bearer token in the body too, shows names in display case and blanks the home phone placeholder', async () => {
    const { client, calls } = fakeClient(() =>
      json({ ClientId: 7, FirstName: 'MARY-JANE', LastName: "o'neil", HomePhone: '0101010101', MobilePhone: '0412345671', Policies: [] }),
    );
    const result = await getCustomerDetail(client, { ClientPortalLoginId: 'L' });
    expect([result.FirstName, result.LastName, result.HomePhone]).toEqual(['Mary-Jane', "O'Neil", '']);
    expect(calls[0]?.body).toEqual({ SecurityToken: 'secret-token', ClientPortalLoginId: 'L' });
  });
});

describe('updateCustomerContactDetail', () => {
  it('sends phones without dashes and normalised addresses', async () => {
    const { client, calls } = fakeClient(() => json('Saved'));
    const address = { AddressLine: ' 4 Hemlock Way ', Suburb: 'Toronto', State: 'ON', PostCode: 'm5v2t6', City: '' };
    const result = await updateCustomerContactDetail(client, {
      ClientPortalLoginId: 'L',
      ContactDetails: {
        ClientId: 7,
        Email: ' a@b.example ',
        HomePhone: '',
        MobilePhone: '416-555-0199',
        ResidentialAddress: address,
        PostalAddress: { ...address, CountryId: 39 },
        CustomPostaladdress: false,
        Errors: null,
      },
    });
    expect(result).toBeUndefined();
    const normalised = { AddressLine: '4 Hemlock Way', Suburb: 'Toronto', State: 'ON', PostCode: 'M5V 2T6', City: null };
    expect(calls[0]?.body).toEqual({
      ClientPortalLoginId: 'L',
      ContactDetails: {
        ClientId: 7,
        Email: 'a@b.example',
        HomePhone: null,
        MobilePhone: '4165550199',
        ResidentialAddress: normalised,
        PostalAddress: { ...normalised, CountryId: 39 },
        CustomPostaladdress: false,
        Errors: null,
      },
    });
  });

  it('takes any 2xx as success whatever the body (the answer shape is not shown), and raises a non-OK answer', async () => {
    const details = {
      ClientId: 7,
      Email: null,
      HomePhone: null,
      MobilePhone: '0412345678',
      CustomPostaladdress: false,
      Errors: null,
      ResidentialAddress: { AddressLine: '1 Long Street' },
      PostalAddress: { AddressLine: '1 Long Street' },
    };
    for (const answer of [new Response(null, { status: 204 }), new Response('ok', { status: 200 }), json({ Anything: 1 }, 201)]) {
      const { client } = fakeClient(() => answer);
      await expect(updateCustomerContactDetail(client, { ClientPortalLoginId: 'L', ContactDetails: details })).resolves.toBeUndefined();
    }
    const { client } = fakeClient(() => json({ Message: 'no' }, 500));
    await expect(updateCustomerContactDetail(client, { ClientPortalLoginId: 'L', ContactDetails: details })).rejects.toMatchObject({
      httpStatus: 500,
    });
  });
});
