import type { TFunction } from 'i18next';
import type { FieldPath } from 'react-hook-form';
import { compilePattern, regionsOf, type RegionalConfig } from '@portal/config';
import type { AddressValues } from '../address/address-values';
import type { ContactFormValues } from './contact-form-values';

export type ContactIssue = { path: FieldPath<ContactFormValues>; message: string };
/** The contacts lib's typed t (its keys, and the shared phrases as 'common:…'). */
type Translate = TFunction<['contacts', 'common']>;
type Kind = 'residential' | 'postal';

const MIN_ADDRESS_LINE = 5;

const matches = (pattern: string | undefined, value: string): boolean => !pattern || compilePattern(pattern).test(value);

/** An address in the brand's own country: the region's patterns and labels (section 5). */
const homeAddressIssues = (kind: Kind, address: AddressValues, regional: RegionalConfig, t: Translate): ContactIssue[] => {
  const { patterns, maxLengths, regionalisation } = regional;
  const labels = regionalisation.address;
  const issues: ContactIssue[] = [];
  const line = address.AddressLine.trim();
  if (!line) issues.push({ path: `${kind}.AddressLine`, message: t('error.addressRequired') });
  else if (line.length < MIN_ADDRESS_LINE) issues.push({ path: `${kind}.AddressLine`, message: t('error.addressShort') });
  else if (line.length > maxLengths.addressLine)
    issues.push({ path: `${kind}.AddressLine`, message: t('error.addressLong', { max: maxLengths.addressLine }) });
  const suburb = address.Suburb.trim();
  if (!suburb || suburb.length > maxLengths.suburb || !matches(patterns.suburb, suburb)) {
    issues.push({ path: `${kind}.Suburb`, message: t('error.suburb', { label: labels.suburbLabel.toLowerCase() }) });
  }
  if (patterns.city !== undefined && !matches(patterns.city, address.City.trim())) {
    issues.push({ path: `${kind}.City`, message: t('error.city', { label: (labels.cityLabel ?? t('row.city')).toLowerCase() }) });
  }
  if (regionsOf(regional.countryId).length > 0 && !regionsOf(regional.countryId).some((r) => r.code === address.State)) {
    issues.push({ path: `${kind}.State`, message: t('error.state', { label: labels.stateLabel.toLowerCase() }) });
  }
  if (!matches(patterns.postcode, address.PostCode.trim())) {
    const message = regionalisation.postcodeInvalidMessage ?? t('error.postcode', { label: labels.postcodeLabel.toLowerCase() });
    issues.push({ path: `${kind}.PostCode`, message });
  }
  return issues;
};

/** A postal address abroad: a line of at least 5 characters and a town; the rest is free. */
const foreignAddressIssues = (address: AddressValues, t: Translate): ContactIssue[] => {
  const line = address.AddressLine.trim();
  const issues: ContactIssue[] = [];
  if (!line) issues.push({ path: 'postal.AddressLine', message: t('error.addressRequired') });
  else if (line.length < MIN_ADDRESS_LINE) issues.push({ path: 'postal.AddressLine', message: t('error.addressShort') });
  if (!address.Suburb.trim()) issues.push({ path: 'postal.Suburb', message: t('error.suburb', { label: t('row.city').toLowerCase() }) });
  return issues;
};

const digits = (value: string): string => value.replace(/-/g, '').trim();

/**
 * Phones and e-mail (section 5): each phone, when given, matches its pattern and max length; one of the two is
 * required. With atLeastOneMethodContactValidation either will do (the message sits on the mandatory one); without
 * it the mandatory one is required: mobile, or the home phone when swapPhoneNumberFields is on. The e-mail matches
 * its pattern and is required only when isEmailRequired.
 */
const phoneAndEmailIssues = (values: ContactFormValues, regional: RegionalConfig, t: Translate): ContactIssue[] => {
  const { patterns, maxLengths, regionalisation, featureFlag } = regional;
  const { swapPhoneNumberFields, isEmailRequired } = regionalisation.updateContactDetails;
  const issues: ContactIssue[] = [];
  const mobile = digits(values.mobile);
  const home = digits(values.homePhone);
  if (mobile && (mobile.length > maxLengths.mobile || !matches(patterns.mobile, mobile))) {
    issues.push({ path: 'mobile', message: regionalisation.mobileInvalidMessage });
  }
  if (home && (home.length > maxLengths.homePhone || !matches(patterns.homePhone, home))) {
    issues.push({ path: 'homePhone', message: t('error.homePhoneInvalid') });
  }
  const mandatory = swapPhoneNumberFields ? 'homePhone' : 'mobile';
  if (featureFlag.atLeastOneMethodContactValidation) {
    if (!mobile && !home) issues.push({ path: mandatory, message: t('error.phoneRequired') });
  } else if (!(mandatory === 'mobile' ? mobile : home)) {
    issues.push({ path: mandatory, message: mandatory === 'mobile' ? t('common:mobileRequired') : t('error.homePhoneRequired') });
  }
  const email = values.email.trim();
  if (email && (email.length > maxLengths.email || !matches(patterns.email, email))) {
    issues.push({ path: 'email', message: regionalisation.emailInvalidMessage });
  } else if (!email && isEmailRequired) {
    issues.push({ path: 'email', message: t('common:emailRequired') });
  }
  return issues;
};

/** Every rule of the contact form, built from the regional configuration. */
export const contactIssues = (values: ContactFormValues, regional: RegionalConfig, t: Translate): ContactIssue[] => {
  const postalAbroad = values.postalCountryId !== String(regional.countryId);
  const postal = values.postalSame
    ? []
    : postalAbroad
      ? foreignAddressIssues(values.postal, t)
      : homeAddressIssues('postal', values.postal, regional, t);
  return [...homeAddressIssues('residential', values.residential, regional, t), ...postal, ...phoneAndEmailIssues(values, regional, t)];
};

/** Which phone the configuration makes mandatory (for the '(optional)' label). */
export const mandatoryPhone = (regional: RegionalConfig): 'mobile' | 'homePhone' =>
  regional.regionalisation.updateContactDetails.swapPhoneNumberFields ? 'homePhone' : 'mobile';
