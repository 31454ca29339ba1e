import { describe, expect, it } from 'vitest';
import { apiPaths } from '../paths.ts';
import { requiredQueryNames, validateAgainst, validateRequestBody } from './validate.ts';

const contact = {
  ClientId: 7,
  Email: null,
  HomePhone: '0290000000',
  MobilePhone: null,
  ResidentialAddress: { AddressLine: '1 Example St', Suburb: null },
  PostalAddress: { CountryId: 13 },
  CustomPostaladdress: false,
  Errors: null,
};

describe('the contract validator', () => {
  it('accepts a body as the document describes it, unknown extra fields included', () => {
    const body = { BrandId: 1, EmailId: '', PhoneNumber: '0412345671', DateOfBirth: '1980-04-12', Extra: true };
    expect(validateRequestBody(apiPaths.customerLogin, 'post', body)).toEqual([]);
  });

  it('names a misspelt or missing field, a wrong type and a non-integer id', () => {
    const body = { Brandid: 1, EmailId: 3, PhoneNumber: '0412345671', DateOfBirth: '1980-04-12' };
    expect(validateRequestBody(apiPaths.customerLogin, 'post', body)).toEqual([
      { path: '$.BrandId', message: 'is required' },
      { path: '$.EmailId', message: 'must be string' },
    ]);
    expect(validateRequestBody(apiPaths.suppressFeature, 'post', { FeatureId: 1.5, clientPortalLoginId: 'x' })).toEqual([
      { path: '$.FeatureId', message: 'must be integer' },
    ]);
  });

  it('follows references, nullable fields and patterns into nested objects', () => {
    const body = { ClientPortalLoginId: 'x', ContactDetails: contact };
    expect(validateRequestBody(apiPaths.updateCustomerContactDetail, 'post', body)).toEqual([]);
    const dashed = { ...body, ContactDetails: { ...contact, HomePhone: '02-9000-0000', PostalAddress: { CountryId: '13' } } };
    expect(validateRequestBody(apiPaths.updateCustomerContactDetail, 'post', dashed)).toEqual([
      { path: '$.ContactDetails.HomePhone', message: 'must match ^\\d*$' },
      { path: '$.ContactDetails.PostalAddress.CountryId', message: 'must be number or null' },
    ]);
  });

  it('takes either shape of a collection payment, and needs at least one', () => {
    const request = { ClientPortalLoginId: 'x', ClientPolicyNumber: 'p', ClientIPAddress: '127.0.0.1', TransactionIdentifier: 't' };
    expect(validateRequestBody(apiPaths.completeCollection, 'post', { ...request, Payments: [{ TransactionId: 5 }] })).toEqual([]);
    expect(validateRequestBody(apiPaths.completeCollection, 'post', { ...request, Payments: [{ TransactionId: '5' }] })).toEqual([
      { path: '$.Payments[0]', message: 'matches none of the allowed shapes' },
    ]);
    expect(validateRequestBody(apiPaths.completeCollection, 'post', { ...request, Payments: [] })).toEqual([
      { path: '$.Payments', message: 'has too few items' },
    ]);
  });

  it("checks answers by schema name, and knows each call's required query parameters", () => {
    expect(validateAgainst('BotCheckResponse', { success: true, score: 1 })).toEqual([]);
    expect(validateAgainst('BotCheckResponse', { success: 'yes', score: 1 })).toEqual([{ path: '$.success', message: 'must be boolean' }]);
    expect(requiredQueryNames(apiPaths.getDocumentList, 'get')).toEqual([
      'PolicyNumber',
      'BrandId',
      'ClientPortalLoginId',
      'ProductCode',
      'SaleCompletedDate',
    ]);
    expect(() => validateRequestBody('/api/v1/nowhere', 'post', {})).toThrow(/not in the contract/);
  });
});
