import type { ContactDetails, CustomerDetail } from '@portal/core-api';
import { isSameAddress, toAddressValues, type AddressValues } from '../address/address-values';

/** The edit form's values: strings throughout (the postal country id is the select's value). */
export type ContactFormValues = {
  residential: AddressValues;
  postalSame: boolean;
  postalCountryId: string;
  postal: AddressValues;
  mobile: string;
  homePhone: string;
  email: string;
};

/** Every part of an address on file is blank. */
const allBlank = (postal: NonNullable<CustomerDetail['PostalAddress']>): boolean =>
  [postal.AddressLine, postal.Suburb, postal.State, postal.PostCode, postal.City].every((part) => !part?.trim());

/**
 * 'Same as residential' exactly when section 5 says: line, suburb, state and postcode all match (and the postal
 * address is in the default country, which is what 'same' saves). A sent `CustomPostaladdress: true` keeps the two
 * apart; its absence (section 7's answer does not list it) or `false` changes nothing: the addresses decide, so a
 * postal address of its own is always shown and saved as it is. With no postal address on file the box starts ticked
 * (our choice, docs/product.md part 5): the customer sees that the residential address will be saved as postal.
 */
export const isPostalSame = (customer: CustomerDetail, defaultCountryId: number): boolean => {
  const postal = customer.PostalAddress;
  if (customer.CustomPostaladdress === true) return false;
  if (!postal || allBlank(postal)) return true;
  const country = postal.CountryId ?? defaultCountryId;
  return country === defaultCountryId && isSameAddress(customer.ResidentialAddress, postal);
};

/** The pending update starts from the saved details (section 4). */
export const toFormValues = (customer: CustomerDetail, defaultCountryId: number): ContactFormValues => ({
  residential: toAddressValues(customer.ResidentialAddress),
  postalSame: isPostalSame(customer, defaultCountryId),
  postalCountryId: String(customer.PostalAddress?.CountryId ?? defaultCountryId),
  postal: toAddressValues(customer.PostalAddress),
  mobile: customer.MobilePhone ?? '',
  homePhone: customer.HomePhone ?? '',
  email: customer.Email ?? '',
});

/**
 * The request's ContactDetails (section 7): 'same as residential' copies the residential address with the default
 * country; the postal country is an integer; CustomPostaladdress says the postal address is the customer's own.
 * core-api then strips dashes, trims and turns blanks into null.
 */
export const toContactDetails = (values: ContactFormValues, clientId: number, defaultCountryId: number): ContactDetails => {
  const postal = values.postalSame ? values.residential : values.postal;
  const countryId = values.postalSame ? defaultCountryId : Number.parseInt(values.postalCountryId, 10);
  return {
    ClientId: clientId,
    Email: values.email,
    HomePhone: values.homePhone,
    MobilePhone: values.mobile,
    ResidentialAddress: { ...values.residential },
    PostalAddress: { ...postal, CountryId: Number.isInteger(countryId) ? countryId : defaultCountryId },
    CustomPostaladdress: !values.postalSame,
    Errors: null,
  };
};
