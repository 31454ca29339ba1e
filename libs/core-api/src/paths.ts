import type { paths } from './contract/portal-api.generated.ts';

/** Every path of spec section 7, shared by the client and the sandbox so both speak exactly the same routes. */
export const apiPaths = {
  customerLogin: '/api/v1/Account/customerlogin',
  validateOtp: '/api/v1/Account/validateotp',
  resendOtp: '/api/v1/Account/resendotp',
  /** Our choice for the keep-alive call, whose method and path the specification does not show (a setting). */
  refreshToken: '/api/v1/Account/refreshtoken',
  logout: '/api/v1/Customer/logout',
  /** On the captcha host, not the API host. */
  botCheckVerify: '/api/v1/recaptcha/verify',
  searchAddress: '/api/v1/Address/searchwithoutpostcode',
  formatAddress: '/api/v1/Address/format',
  searchPostcode: '/api/v1/Address/searchpostcode',
  getCustomerDetail: '/api/v1/Customer/getcustomerdetail',
  updateCustomerContactDetail: '/api/v1/Customer/updatecustomercontactdetail',
  getDocumentList: '/api/v1/Document/documentlist',
  getDocumentStream: '/api/v1/Document/documentstream',
  getPolicyDetail: '/api/v1/Policy/policydetail',
  getRealtimePayments: '/api/v1/PayNow/getrealtimepayments',
  getPaymentControl: '/api/v1/PayNow/getpaymentcontrol',
  getMissedRegularCollections: '/api/v1/PayNow/missedregularcollections',
  getOutstandingPaymentOverrides: '/api/v1/PayNow/outstandingpaymentoverrides',
  completeCollection: '/api/v1/PayNow/completecollection',
  validateAndGetTokens: '/api/v1/updatepaymentdetails/ValidateAndGetTokens',
  processAfterRedirect: '/api/v1/updatepaymentdetails/ProcessAfterRedirect',
  getFeatures: '/api/v1/FeatureManagement/features',
  suppressFeature: '/api/v1/FeatureManagement/suppress',
  markFeatureUsed: '/api/v1/FeatureManagement/markused',
} as const satisfies Record<string, keyof paths>; // each one a path of the OpenAPI document
