import type { BrandDefinition, BrandLanguage } from '../brand/brand-definition';
import type { RegionalConfig } from '../regional/regional-config';

/** A neutral, fictional brand for the libs' own tests and stories (never one of the real six). */
export const testBrand: BrandDefinition = {
  id: 1,
  slug: 'test-brand',
  name: 'Example Mutual',
  countryId: 13,
  locale: 'en-AU',
  phone: '1300 000 000',
  domain: 'portal.example',
  logoSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  theme: {},
  headerText: 'Example header text',
  footer: {
    links: [{ label: 'Privacy', href: 'https://portal.example/privacy' }],
    labels: ['Example licence'],
    html: '<p>Example footer</p>',
  },
  beneficiaryFormUrl: 'https://portal.example/beneficiary.pdf',
  crossSellCallbackUrl: 'https://portal.example/callback-request',
  wording: {},
};

/** A complete regional configuration for country 13, brand 1, with every flag off and variant A. */
export const testRegionalConfig: RegionalConfig = {
  countryId: 13,
  brandId: 1,
  featureFlag: {
    recaptchaFeature: false,
    documentsFeature: 1,
    postcodeVerificationFeature: false,
    emailAuthFeature: true,
    displayPaymentFrequency: true,
    extendedDishonourPolicies: false,
    atLeastOneMethodContactValidation: true,
    payNowWorkflowType: 'A',
    paymentUpdateWorkflowType: 'A',
  },
  regionalisation: {
    accountLockMessage: 'Your account is locked. Call {phone}.',
    invalidOTPMessage: 'That code is not correct.',
    loginFailureMessage: '<p>We could not verify your details. Call {phone}.</p>',
    transactionsNotSelectedInOrderMessage: 'Select the oldest payments first.',
    dateOfBirth: { order: ['dd', 'mm', 'yyyy'], invalidMessage: 'Enter a valid date of birth.', example: 'For example, 21/03/1980' },
    mobileInvalidMessage: 'Enter a valid mobile number, for example 0412345678.',
    emailInvalidMessage: 'Enter a valid e-mail address.',
    pages: {
      policyDetails: {
        inboxTitle: 'My inbox',
        paymentUpdateErrorHtml: '<p>We were unable to update your payment details. Call {phone}.</p>',
      },
    },
    payNow: { payNowButtonText: 'Pay now' },
    updatePaymentDetails: {
      directDebitAgreement: 'I agree to debits for {productName}, {frequency}.',
      creditCardAgreement: 'I agree to charges for {productName}, {frequency}.',
    },
    updateContactDetails: {
      heading: 'Edit contact details',
      subtitle: 'Call {phone} to change your name.',
      termsText: 'Terms.',
      swapPhoneNumberFields: false,
      isEmailRequired: false,
    },
    address: { suburbLabel: 'Suburb', stateLabel: 'State', postcodeLabel: 'Postcode' },
    payments: { bankCodeLabel: 'BSB' },
    dates: { region: 'en-AU' },
  },
  patterns: {
    mobile: '^04\\d{8}$',
    homePhone: '^0[2378]\\d{8}$',
    email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
    postcode: '^\\d{4}$',
    suburb: "^[A-Za-z][A-Za-z '.\\-]{1,39}$",
  },
  maxLengths: { mobile: 10, homePhone: 10, email: 80, addressLine: 60, suburb: 40, postcode: 4 },
  captcha: { host: '', siteKey: 'test-site-key', scriptUrl: 'https://www.google.com/recaptcha/api.js' },
  api: { requestSource: 'CustomerPortalWeb', keepAlive: { method: 'POST', path: '/api/v1/Account/refreshtoken' } },
  creditCardProvider: 1,
  bankInfoName: 'BSB',
  region: 'AU',
  showCreditCardInParts: false,
  showCreditCardNameFirst: false,
  crnSuffix: '01',
};

/** The test brand offered in English and French (en-CA default): `french` gives the second language's parts. */
export const bilingualTestBrand = (french: Omit<BrandLanguage, 'code' | 'name'>): BrandDefinition => ({
  ...testBrand,
  locale: 'en-CA',
  languages: [
    { code: 'en-CA', name: 'English' },
    { code: 'fr-CA', name: 'Français', ...french },
  ],
});
