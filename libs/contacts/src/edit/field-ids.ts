import type { FieldPath } from 'react-hook-form';
import type { ContactFormValues } from './contact-form-values';

/** The id of a form field's input: the label's target and the error summary's link. */
export const fieldId = (path: FieldPath<ContactFormValues>): string => `contact-${path.replace(/\./g, '-')}`;

/** The form's fields in page order, for the error summary. */
export const FIELD_ORDER: ReadonlyArray<FieldPath<ContactFormValues>> = [
  'residential.AddressLine',
  'residential.Suburb',
  'residential.City',
  'residential.State',
  'residential.PostCode',
  'postalCountryId',
  'postal.AddressLine',
  'postal.Suburb',
  'postal.City',
  'postal.State',
  'postal.PostCode',
  'mobile',
  'homePhone',
  'email',
];
