/**
 * Wording shared by several libs (namespace 'common'), so that each phrase is written, translated and overridden once:
 * a brand words 'My inbox' differently in one key (brands/<slug>/wording), not once per screen. These keys travel
 * with the login page; the phrases only the signed-in features share are in feature-common-wording.ts.
 */
export const commonWording = {
  dueIn_zero: 'due today',
  dueIn_one: 'due in {count} day',
  dueIn_other: 'due in {count} days',
  notAvailable: 'N/A',
  expiryDate: 'Expiry date: {date}',
  errorPrefix: 'Error:',
  errorSummaryTitle: 'There is a problem',
  close: 'Close',
  skipToContent: 'Skip to main content',
  loading: 'Loading...',
  continue: 'Continue',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  // Fields of the login page and the contact details
  mobileNumber: 'Mobile number',
  mobileRequired: 'Enter your mobile number',
  emailRequired: 'Enter your e-mail address',
  dateOfBirth: 'Date of birth',
  // A page's heading and its document title (section 2)
  loginHeading: 'My Account Login',
  myPolicies: 'My insurance policies',
  policyOverview: 'Policy overview',
  /** The documents' heading, title and link: 'My inbox' or 'Policy documents' by brand. */
  inbox: 'My inbox',
  makePayment: 'Make a payment',
  editPaymentDetails: 'Edit payment details',
  myContactDetails: 'My contact details',
  accessibilityStatement: 'Accessibility statement',
};
