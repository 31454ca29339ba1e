import { apiPaths } from '@portal/core-api/contract';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app.ts';

const headers = { 'Content-Type': 'application/json', CountryId: '13', 'Request-Source': 'CustomerPortalWeb' };
const login = (body: unknown) =>
  createSandboxApp({ log: () => undefined }).request(apiPaths.customerLogin, { method: 'POST', headers, body: JSON.stringify(body) });

describe('request bodies checked against the contract document', () => {
  it('answers 400 naming the field when a body misspells one the document requires', async () => {
    const response = await login({ Brandid: 1, EmailId: 'mary-jane.oneil@example.com', PhoneNumber: '', DateOfBirth: '1980-04-12' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Message: 'Invalid body: $.BrandId is required' });
  });

  it('accepts the body the document describes', async () => {
    const response = await login({ BrandId: 1, EmailId: 'mary-jane.oneil@example.com', PhoneNumber: '', DateOfBirth: '1980-04-12' });
    expect(response.status).toBe(200);
  });
});
