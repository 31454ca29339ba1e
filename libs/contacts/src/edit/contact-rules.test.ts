import { describe, expect, it } from 'vitest';
import type { RegionalConfig } from '@portal/config';
import { testRegionalConfig } from '@portal/config/testing';
import type { ContactFormValues } from './contact-form-values';
import { contactIssues, mandatoryPhone } from './contact-rules';

const address = { AddressLine: '12 Example Street', Suburb: 'Sampleton', State: 'NSW', PostCode: '2000', City: '' };
const values = (email: string): ContactFormValues => ({
  residential: address,
  postalSame: true,
  postalCountryId: '13',
  postal: address,
  mobile: '0412345678',
  homePhone: '',
  email,
});
const regional = (isEmailRequired: boolean): RegionalConfig => ({
  ...testRegionalConfig,
  regionalisation: {
    ...testRegionalConfig.regionalisation,
    updateContactDetails: { ...testRegionalConfig.regionalisation.updateContactDetails, isEmailRequired },
  },
});
// The keys themselves stand in for the wording, followed by what the message is filled with.
const t = ((key: string, options?: object) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as Parameters<
  typeof contactIssues
>[2];
const emailIssues = (email: string, required: boolean) =>
  contactIssues(values(email), regional(required), t).filter((i) => i.path === 'email');

describe('the contact form’s e-mail rule (section 5: may be empty unless isEmailRequired)', () => {
  it('accepts an empty e-mail when isEmailRequired is off', () => {
    expect(contactIssues(values(''), regional(false), t)).toEqual([]);
  });

  it('requires it when isEmailRequired is on', () => {
    expect(emailIssues('', true)).toEqual([{ path: 'email', message: 'common:emailRequired' }]);
    expect(emailIssues('   ', true)).toEqual([{ path: 'email', message: 'common:emailRequired' }]);
  });

  it.each([false, true])('tests a given e-mail against the pattern either way (required: %s)', (required) => {
    expect(emailIssues('not-an-email', required)).toEqual([{ path: 'email', message: 'Enter a valid e-mail address.' }]);
    expect(emailIssues('name@example.com', required)).toEqual([]);
  });
});

type Changes = {
  values?: Partial<ContactFormValues>;
  flags?: Partial<RegionalConfig['featureFlag']>;
  contact?: Partial<RegionalConfig['regionalisation']['updateContactDetails']>;
  regional?: Partial<RegionalConfig>;
};
/** The issues of a valid form (country 13) with some values or settings changed. */
const issuesWith = ({ values: changed = {}, flags = {}, contact = {}, regional: config = {} }: Changes) => {
  const base = regional(false);
  return contactIssues(
    { ...values('name@example.com'), ...changed },
    {
      ...base,
      ...config,
      featureFlag: { ...base.featureFlag, ...flags },
      regionalisation: {
        ...base.regionalisation,
        ...config.regionalisation,
        updateContactDetails: { ...base.regionalisation.updateContactDetails, ...contact },
      },
    },
    t,
  );
};
const residential = (changes: Partial<typeof address>) => issuesWith({ values: { residential: { ...address, ...changes } } });

describe('the contact form’s address rules (section 5, the brand’s own country)', () => {
  it('needs an address line of 5 to maxLengths.addressLine characters, trimmed', () => {
    expect(residential({ AddressLine: '   ' })).toEqual([{ path: 'residential.AddressLine', message: 'error.addressRequired' }]);
    expect(residential({ AddressLine: ' 1 Ab ' })).toEqual([{ path: 'residential.AddressLine', message: 'error.addressShort' }]);
    expect(residential({ AddressLine: '1 Abc' })).toEqual([]);
    expect(residential({ AddressLine: 'x'.repeat(60) })).toEqual([]);
    expect(residential({ AddressLine: 'x'.repeat(61) })).toEqual([
      { path: 'residential.AddressLine', message: 'error.addressLong {"max":60}' },
    ]);
  });

  it('needs a suburb that matches the pattern and fits maxLengths.suburb, named by its configured label', () => {
    const suburbIssue = [{ path: 'residential.Suburb', message: 'error.suburb {"label":"suburb"}' }];
    expect(residential({ Suburb: ' ' })).toEqual(suburbIssue);
    expect(residential({ Suburb: 'S4mpleton' })).toEqual(suburbIssue);
    expect(residential({ Suburb: 'S'.repeat(41) })).toEqual(suburbIssue);
    expect(residential({ Suburb: 'S'.repeat(40) })).toEqual([]);
  });

  it('checks the city only where the region has a city pattern, named by its label or "city"', () => {
    expect(residential({ City: '' })).toEqual([]);
    const withCity = (cityLabel?: string) =>
      issuesWith({
        values: { residential: { ...address, City: ' 9 ' } },
        regional: {
          patterns: { ...regional(false).patterns, city: '^[A-Za-z ]+$' },
          regionalisation: { ...regional(false).regionalisation, address: { ...regional(false).regionalisation.address, cityLabel } },
        },
      });
    expect(withCity('Town or City')).toEqual([{ path: 'residential.City', message: 'error.city {"label":"town or city"}' }]);
    expect(withCity()).toEqual([{ path: 'residential.City', message: 'error.city {"label":"row.city"}' }]);
  });

  it('needs one of the country’s states where it has a list, and none where it has not', () => {
    expect(residential({ State: 'XX' })).toEqual([{ path: 'residential.State', message: 'error.state {"label":"state"}' }]);
    expect(residential({ State: 'VIC' })).toEqual([]);
    expect(
      issuesWith({ values: { residential: { ...address, State: 'XX' }, postalCountryId: '154' }, regional: { countryId: 154 } }),
    ).toEqual([]);
  });

  it('needs a postcode that matches the pattern (trimmed), with the configured message when there is one', () => {
    expect(residential({ PostCode: ' 2000 ' })).toEqual([]);
    expect(residential({ PostCode: '20000' })).toEqual([{ path: 'residential.PostCode', message: 'error.postcode {"label":"postcode"}' }]);
    const configured = issuesWith({
      values: { residential: { ...address, PostCode: 'abcd' } },
      regional: { regionalisation: { ...regional(false).regionalisation, postcodeInvalidMessage: 'Four digits, please.' } },
    });
    expect(configured).toEqual([{ path: 'residential.PostCode', message: 'Four digits, please.' }]);
  });

  it('checks a separate postal address at home by the same rules, and one abroad only for its line and town', () => {
    const bad = { AddressLine: 'abc', Suburb: '', State: 'XX', PostCode: 'x', City: '' };
    expect(issuesWith({ values: { postal: bad } })).toEqual([]);
    expect(issuesWith({ values: { postalSame: false, postal: bad } })).toEqual([
      { path: 'postal.AddressLine', message: 'error.addressShort' },
      { path: 'postal.Suburb', message: 'error.suburb {"label":"suburb"}' },
      { path: 'postal.State', message: 'error.state {"label":"state"}' },
      { path: 'postal.PostCode', message: 'error.postcode {"label":"postcode"}' },
    ]);
    expect(issuesWith({ values: { postalSame: false, postalCountryId: '154', postal: bad } })).toEqual([
      { path: 'postal.AddressLine', message: 'error.addressShort' },
      { path: 'postal.Suburb', message: 'error.suburb {"label":"row.city"}' },
    ]);
    expect(issuesWith({ values: { postalSame: false, postalCountryId: '154', postal: { ...bad, AddressLine: ' ' } } })[0]).toEqual({
      path: 'postal.AddressLine',
      message: 'error.addressRequired',
    });
    expect(
      issuesWith({ values: { postalSame: false, postalCountryId: '154', postal: { ...bad, AddressLine: '1 Rue', Suburb: 'Lyon' } } }),
    ).toEqual([]);
  });
});

describe('the contact form’s phone rules (section 5)', () => {
  const mobileInvalid = { path: 'mobile', message: 'Enter a valid mobile number, for example 0412345678.' };
  const loosePatterns = { ...regional(false).patterns, mobile: '^04\\d+$', homePhone: '^0\\d+$', email: '^.+@.+$' };

  it('checks each phone given, without its dashes, against its pattern and max length', () => {
    expect(issuesWith({ values: { mobile: '0412-345-678', homePhone: '02-1234-5678' } })).toEqual([]);
    expect(issuesWith({ values: { mobile: '0512345678' } })).toEqual([mobileInvalid]);
    expect(issuesWith({ values: { homePhone: '0912345678' } })).toEqual([{ path: 'homePhone', message: 'error.homePhoneInvalid' }]);
    // Patterns that would take any length: the max length still refuses one digit too many.
    expect(issuesWith({ values: { mobile: '04123456789' }, regional: { patterns: loosePatterns } })).toEqual([mobileInvalid]);
    expect(issuesWith({ values: { homePhone: '02123456789' }, regional: { patterns: loosePatterns } })).toEqual([
      { path: 'homePhone', message: 'error.homePhoneInvalid' },
    ]);
    expect(issuesWith({ values: { email: `${'a'.repeat(70)}@example.com` }, regional: { patterns: loosePatterns } })).toEqual([
      { path: 'email', message: 'Enter a valid e-mail address.' },
    ]);
  });

  it('with atLeastOneMethodContactValidation, needs either phone and puts the message on the mandatory one', () => {
    expect(issuesWith({ values: { mobile: '', homePhone: '0212345678' } })).toEqual([]);
    expect(issuesWith({ values: { mobile: '' } })).toEqual([{ path: 'mobile', message: 'error.phoneRequired' }]);
    expect(issuesWith({ values: { mobile: '' }, contact: { swapPhoneNumberFields: true } })).toEqual([
      { path: 'homePhone', message: 'error.phoneRequired' },
    ]);
  });

  it('without it, needs the mandatory phone: the mobile, or the home phone when the fields are swapped', () => {
    const flags = { atLeastOneMethodContactValidation: false };
    expect(issuesWith({ flags })).toEqual([]);
    expect(issuesWith({ flags, values: { mobile: '', homePhone: '0212345678' } })).toEqual([
      { path: 'mobile', message: 'common:mobileRequired' },
    ]);
    const swapped = { swapPhoneNumberFields: true };
    expect(issuesWith({ flags, contact: swapped })).toEqual([{ path: 'homePhone', message: 'error.homePhoneRequired' }]);
    expect(issuesWith({ flags, contact: swapped, values: { mobile: '', homePhone: '0212345678' } })).toEqual([]);
    expect(mandatoryPhone(regional(false))).toBe('mobile');
    expect(
      mandatoryPhone({
        ...regional(false),
        regionalisation: {
          ...regional(false).regionalisation,
          updateContactDetails: { ...regional(false).regionalisation.updateContactDetails, swapPhoneNumberFields: true },
        },
      }),
    ).toBe('homePhone');
  });
});
