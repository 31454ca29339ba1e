import { describe, expect, it } from 'vitest';
import { cardScheme, checkBank, checkCard, storedBank, toCCExpiry } from './card-check.ts';

const now = new Date(2026, 10, 21).getTime();
const card = { cardNumber: '4111 1111 1111 1111', cardHolderName: 'A Name', expiryMonth: '11', expiryYear: '26', cvc: '123' };

describe('checkCard', () => {
  it('accepts a valid Visa expiring this month', () => {
    expect(checkCard(card, now)).toEqual({});
  });

  it('rejects a bad check digit, a past expiry, another scheme and a short CVC', () => {
    expect(checkCard({ ...card, cardNumber: '4111111111111112' }, now)).toHaveProperty('cardNumber', 'Enter a valid card number');
    expect(checkCard({ ...card, expiryMonth: '10' }, now)).toHaveProperty('expiry', 'The card has expired');
    expect(checkCard({ ...card, cardNumber: '378282246310005' }, now)).toHaveProperty(
      'cardNumber',
      'Only Visa and Mastercard are accepted',
    );
    expect(checkCard({ ...card, cvc: '1' }, now)).toHaveProperty('cvc');
    expect(checkCard({ ...card, expiryMonth: '13' }, now)).toHaveProperty('expiry', 'Enter the expiry date as MM / YY');
  });

  it('tells Visa from Mastercard (2-series included)', () => {
    expect([cardScheme('4111'), cardScheme('5555'), cardScheme('2221'), cardScheme('3782')]).toEqual([
      'Visa',
      'Mastercard',
      'Mastercard',
      null,
    ]);
  });
});

describe('checkBank', () => {
  it('checks each country’s fields: AU BSB, NZ bank-branch-account-suffix, CA transit and institution', () => {
    expect(checkBank({ accountName: 'A', accountNumber: '12345678', region: 'AU' })).toHaveProperty('bsb');
    expect(checkBank({ accountName: 'A', accountNumber: '12345678', bsb: '062-000', region: 'AU' })).toEqual({});
    expect(
      checkBank({ accountName: 'A', bankCode: '12', branchCode: '3140', accountNumber: '0123456', suffix: '00', region: 'NZ' }),
    ).toEqual({});
    expect(Object.keys(checkBank({ accountName: 'A', accountNumber: '12-3140-0123456-00', region: 'NZ' })).sort()).toEqual([
      'accountNumber',
      'bankCode',
      'branchCode',
      'suffix',
    ]);
    expect(
      checkBank({ accountName: 'A', transitNumber: '12345', institutionNumber: '003', accountNumber: '1234567', region: 'CA' }),
    ).toEqual({});
    expect(
      checkBank({ accountName: 'A', transitNumber: '1234', institutionNumber: '3', accountNumber: '1234567', region: 'CA' }),
    ).toMatchObject({ transitNumber: expect.any(String), institutionNumber: expect.any(String) });
  });
  it('stores NZ accounts in full and CA transit-institution as the bank code', () => {
    expect(
      storedBank({ accountName: ' A ', bankCode: '12', branchCode: '3140', accountNumber: '0123456', suffix: '00', region: 'NZ' }),
    ).toEqual({ name: 'A', bsb: null, number: '12-3140-0123456-00' });
    expect(
      storedBank({ accountName: 'A', transitNumber: '12345', institutionNumber: '003', accountNumber: '1234567', region: 'CA' }).bsb,
    ).toBe('12345-003');
    expect(storedBank({ accountName: 'A', bsb: '062000', accountNumber: '1234567', region: 'AU' }).bsb).toBe('062-000');
  });
});

describe('toCCExpiry', () => {
  it("stores the expiry as 'MM-YY'", () => {
    expect([toCCExpiry('1', '2039'), toCCExpiry('12', '39')]).toEqual(['01-39', '12-39']);
  });
});
