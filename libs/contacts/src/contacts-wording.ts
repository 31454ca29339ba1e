/** Base English of the contacts lib (namespace 'contacts'). Brands override keys in brands/<slug>/src/wording.ts. */
export const contactsWording = {
  // The view (/contacts)
  'view.tableHeading': 'Customer contact details',
  'view.intro': 'These details apply to all of your policies.',
  'view.nameChange': 'To change your name, please call us on {phone}.',
  'view.updated': 'Your contact details have been updated',
  'view.loading': 'Loading your contact details...',
  'view.loadFailed': 'We could not load your contact details. Please try again or call us on {phone}.',
  'row.residential': 'Residential address',
  'row.suburb': 'Suburb',
  'row.city': 'City',
  'row.state': 'State',
  'row.postcode': 'Postcode',
  'row.postal': 'Postal address',
  'row.mobile': 'Mobile',
  'row.homePhone': 'Home phone',
  'row.email': 'E-mail',
  'row.none': 'Not provided',
  // The edit form (/contacts/update)
  'edit.residentialLegend': 'Residential address',
  'edit.postalLegend': 'Postal address',
  'edit.phoneLegend': 'Phone and e-mail',
  'edit.lookupLabel': 'Search for your address',
  'edit.lookupHint': 'Type at least 4 characters, then choose your address from the list.',
  'edit.lookupCount_one': '{count} address found. Use the up and down arrow keys to choose one.',
  'edit.lookupCount_other': '{count} addresses found. Use the up and down arrow keys to choose one.',
  'edit.lookupNone': 'No addresses found. Keep typing, or enter your address manually.',
  'edit.lookupSearching': 'Searching...',
  'edit.lookupFailed': 'We could not search for addresses just now. Please enter your address manually.',
  'edit.lookupChosen': 'Address: {address}',
  'edit.manualLink': 'Enter address manually',
  'edit.lookupLink': 'Search for an address instead',
  'edit.postalSame': 'Postal address same as residential',
  'edit.country': 'Country',
  'edit.countryUnlisted': 'Your country on file',
  'edit.foreignTown': 'Town or city',
  'edit.foreignState': 'State, province or region (optional)',
  'edit.foreignPostcode': 'Postcode (optional)',
  'edit.addressLine': 'Address',
  'edit.postalLookupLabel': 'Search for your postal address',
  'edit.homePhone': 'Home phone number',
  'edit.email': 'E-mail address',
  'edit.optional': '(optional)',
  'edit.loginReminderMobile': 'If you log in with this mobile number, use your new number next time you log in.',
  'edit.loginReminderEmail': 'If you log in with this e-mail address, use your new address next time you log in.',
  'edit.saving': 'Updating your contact information...',
  'edit.failed': 'We were unable to update your contact details. Please try again or call us on {phone}.',
  'edit.chooseState': 'Choose...',
  // Field messages
  'error.addressRequired': 'Enter the address',
  'error.addressShort': 'The address must be at least 5 characters',
  'error.addressLong': 'The address must be {max} characters or fewer',
  'error.suburb': 'Enter a valid {label}',
  'error.city': 'Enter a valid {label}',
  'error.state': 'Choose a {label}',
  'error.postcode': 'Enter a valid {label}',
  'error.postcodeState': 'The {label} does not match the {state} you chose',
  'error.homePhoneInvalid': 'Enter a valid home phone number',
  'error.phoneRequired': 'Enter a mobile or home phone number',
  'error.homePhoneRequired': 'Enter your home phone number',
};

declare module 'i18next' {
  // This lib's namespace in i18next's typed resources (libs/i18n/src/wording/wording-types.ts).
  interface ResourceNamespaceMap {
    contacts: typeof contactsWording;
  }
}
