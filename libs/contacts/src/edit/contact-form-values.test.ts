import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@portal/core-api';
import { toContactDetails, toFormValues } from './contact-form-values';

const home = { AddressLine: '12 Banksia Street', Suburb: 'Karrawong', State: 'NSW', PostCode: '2155', City: null };
const poBox = { AddressLine: 'PO Box 418', Suburb: 'Karrawong', State: 'NSW', PostCode: '2155', City: null, CountryId: 13 };
const customer = (over: Partial<CustomerDetail>): CustomerDetail => ({
  ClientId: 700001,
  FirstName: 'Mary',
  LastName: 'Smith',
  ResidentialAddress: home,
  PostalAddress: poBox,
  MobilePhone: '0412345678',
  HomePhone: null,
  Email: 'mary@example.com',
  Policies: [],
  ...over,
});
const saved = (c: CustomerDetail) => toContactDetails(toFormValues(c, 13), c.ClientId, 13);

describe('the postal address, to section 5 rule', () => {
  it('keeps a postal address of its own when the answer carries no CustomPostaladdress (section 7 lists none)', () => {
    const values = toFormValues(customer({}), 13);
    expect(values.postalSame).toBe(false);
    expect(values.postal.AddressLine).toBe('PO Box 418');
    expect(saved(customer({}))).toMatchObject({ PostalAddress: { AddressLine: 'PO Box 418', CountryId: 13 }, CustomPostaladdress: true });
  });

  it('keeps a different postal address even when CustomPostaladdress is false: the four parts decide', () => {
    expect(toFormValues(customer({ CustomPostaladdress: false }), 13).postalSame).toBe(false);
    expect(saved(customer({ CustomPostaladdress: false })).PostalAddress.AddressLine).toBe('PO Box 418');
  });

  it('is the same as residential when line, suburb, state and postcode match (case, spaces and city aside)', () => {
    const twin = { ...poBox, AddressLine: ' 12 BANKSIA street ', City: 'Sydney' };
    expect(toFormValues(customer({ PostalAddress: twin }), 13).postalSame).toBe(true);
    expect(toFormValues(customer({ PostalAddress: twin, CustomPostaladdress: null }), 13).postalSame).toBe(true);
  });

  it.each([
    ['line', { AddressLine: '14 Banksia Street' }],
    ['suburb', { Suburb: 'Karrawong West' }],
    ['state', { State: 'VIC' }],
    ['postcode', { PostCode: '2156' }],
  ])('is not the same when the %s differs', (_, part) => {
    expect(toFormValues(customer({ PostalAddress: { ...poBox, ...home, ...part, CountryId: 13 } }), 13).postalSame).toBe(false);
  });

  it('keeps the two apart when CustomPostaladdress is true, even with matching parts', () => {
    expect(toFormValues(customer({ PostalAddress: { ...home, CountryId: 13 }, CustomPostaladdress: true }), 13).postalSame).toBe(false);
  });

  it('keeps a postal address abroad apart even when its four parts match the residential ones', () => {
    const abroad = { ...home, CountryId: 154 };
    const values = toFormValues(customer({ PostalAddress: abroad }), 13);
    expect(values.postalSame).toBe(false);
    expect(saved(customer({ PostalAddress: abroad })).PostalAddress.CountryId).toBe(154);
  });

  it.each([
    ['null', null],
    ['absent', undefined],
    ['every part blank', { AddressLine: ' ', Suburb: null, State: '', PostCode: null, City: null, CountryId: 13 }],
  ])('starts ticked when no postal address is on file (%s)', (_, postal) => {
    expect(toFormValues(customer({ PostalAddress: postal }), 13).postalSame).toBe(true);
  });

  it.each([
    ['Australia', 13],
    ['Canada', 39],
    ['New Zealand', 154],
  ])('in %s, saves the postal country the customer has on file, whatever its id', (_, country) => {
    const c = customer({ PostalAddress: { ...poBox, CountryId: 245 } });
    expect(saved(c)).toMatchObject({ PostalAddress: { CountryId: 245 }, CustomPostaladdress: true });
    expect(toContactDetails(toFormValues(c, country), c.ClientId, country).PostalAddress.CountryId).toBe(245);
  });
});

describe('the form values and the request', () => {
  it('starts from the saved phones and e-mail, a missing one as empty', () => {
    expect(toFormValues(customer({ HomePhone: '0298765432' }), 13)).toMatchObject({
      mobile: '0412345678',
      homePhone: '0298765432',
      email: 'mary@example.com',
    });
    expect(toFormValues(customer({ MobilePhone: null, HomePhone: null, Email: null }), 13)).toMatchObject({
      mobile: '',
      homePhone: '',
      email: '',
    });
  });

  it('sends what the form holds: the residential address, phones and e-mail as typed', () => {
    const values = { ...toFormValues(customer({}), 13), mobile: '0499888777', homePhone: '0298765432', email: 'new@example.com' };
    expect(toContactDetails(values, 700001, 13)).toMatchObject({
      ClientId: 700001,
      ResidentialAddress: { AddressLine: '12 Banksia Street', Suburb: 'Karrawong', State: 'NSW', PostCode: '2155', City: '' },
      MobilePhone: '0499888777',
      HomePhone: '0298765432',
      Email: 'new@example.com',
      Errors: null,
    });
  });
});
