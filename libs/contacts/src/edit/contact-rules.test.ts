import { describe, expect, it } from 'vitest';
import type { RegionalConfig } from '@portal/config';
import { testRegionalConfig } from '@portal/config/testing';
import type { ContactFormValues } from './contact-form-values';
import { contactIssues } from './contact-rules';

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
// The keys themselves stand in for the wording.
const t = ((key: string) => key) as unknown as Parameters<typeof contactIssues>[2];
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
