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

/** The pending update starts from the saved details (section 4); 'same as residential' when the addresses match. */
export const toFormValues = (customer: CustomerDetail, defaultCountryId: number): ContactFormValues => ({
  residential: toAddressValues(customer.ResidentialAddress),
  postalSame: !customer.CustomPostaladdress || isSameAddress(customer.ResidentialAddress, customer.PostalAddress),
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
