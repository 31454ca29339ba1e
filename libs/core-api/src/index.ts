// Public face of @portal/core-api: the typed API contract client (spec sections 3, 7, 8).
export { createApiClient, buildUrl, DEFAULT_REQUEST_TIMEOUT_MS } from './client.ts';
export type { ApiClient, ApiClientOptions, ApiRequest, FetchLike, QueryValue } from './client.ts';
export {
  ApiError,
  isApiError,
  isAbortError,
  INVALID_RESPONSE_STATUS,
  NETWORK_FAILURE_STATUS,
  DISTINCT_NETWORK_FAILURE_STATUS,
  TIMEOUT_STATUS,
  parseRetryAfter,
} from './api-error.ts';
export type { ApiErrorKind, ApiErrorInit } from './api-error.ts';
export { apiPaths } from './paths.ts';
export { DEFAULT_KEEP_ALIVE, DEFAULT_REQUEST_SOURCE } from './deployment-defaults.ts';
export type { KeepAliveCall } from './deployment-defaults.ts';
export type { ApiPath } from './paths.ts';

// Normalisations
export { unquote } from './normalise/unquote.ts';
export { displayCase, toStorageCase } from './normalise/display-case.ts';
export { HOME_PHONE_PLACEHOLDER, stripPhoneDashes, blankHomePhonePlaceholder } from './normalise/phone.ts';
export { blanksToNull, nullsToBlank } from './normalise/blank-null.ts';
export { CLIENT_IP_ADDRESS, stripApiSuffix, parseGatewayAuthToken } from './normalise/gateway.ts';
export { discardTooMany, parsePostcodeMatches } from './normalise/address-results.ts';
export { formatPostcode, normaliseAddress } from './normalise/address.ts';
export {
  encodeDocumentId,
  documentBodyText,
  decodeBase64,
  detectDocumentKind,
  decodeDocumentBody,
} from './normalise/document-body.ts';
export type { DocumentKind, DecodedDocument } from './normalise/document-body.ts';
export { parseApiDate, formatApiDate, dateSortKey, compareKeys } from './normalise/dates.ts';
export { sortBenefits } from './normalise/benefits.ts';
export {
  mergeOutstandingPayments,
  fromMissedCollection,
  fromPaymentOverride,
  byCollectionDate,
} from './normalise/outstanding-payments.ts';
export type { OutstandingPayment, MissedCollectionLike, PaymentOverrideLike } from './normalise/outstanding-payments.ts';

// Endpoints: account and session
export { customerLogin, toCustomerLoginRequest } from './endpoints/customer-login.ts';
export type { CustomerLoginRequest, LoginPayload } from './endpoints/customer-login.ts';
export { validateOtp, securityTokenSchema } from './endpoints/validate-otp.ts';
export type { ValidateOtpRequest, SecurityTokenResponse } from './endpoints/validate-otp.ts';
export { resendOtp } from './endpoints/resend-otp.ts';
export type { ResendOtpRequest } from './endpoints/resend-otp.ts';
export { refreshToken } from './endpoints/refresh-token.ts';
export { logout } from './endpoints/logout.ts';
export type { LogoutRequest, LogoutResult } from './endpoints/logout.ts';
export { verifyBotCheck, botCheckResponseSchema, BOT_CHECK_ACTION } from './endpoints/verify-bot-check.ts';
export type { VerifyBotCheckParams, VerifyBotCheckRequest, BotCheckResponse } from './endpoints/verify-bot-check.ts';

// Endpoints: addresses
export {
  searchAddress,
  addressMatchesSchema,
  ABORTED_ADDRESS_SEARCH,
  isAbortedAddressSearch,
} from './endpoints/search-address.ts';
export type { SearchAddressParams, AbortedAddressSearch } from './endpoints/search-address.ts';
export { formatAddress, formattedAddressSchema } from './endpoints/format-address.ts';
export type { FormatAddressParams, FormattedAddress, FormatAddressResult } from './endpoints/format-address.ts';
export { searchPostcode, postcodeMatchesSchema } from './endpoints/search-postcode.ts';
export type { SearchPostcodeParams } from './endpoints/search-postcode.ts';

// Endpoints: customer and policies
export {
  getCustomerDetail,
  normaliseCustomerDetail,
  customerDetailSchema,
  addressSchema,
  postalAddressSchema,
  customerPolicySchema,
} from './endpoints/get-customer-detail.ts';
export type {
  GetCustomerDetailParams,
  GetCustomerDetailRequest,
  CustomerDetail,
  CustomerPolicy,
  Address,
  PostalAddress,
} from './endpoints/get-customer-detail.ts';
export { updateCustomerContactDetail, normaliseContactDetails } from './endpoints/update-customer-contact-detail.ts';
export type { ContactDetails, UpdateCustomerContactDetailRequest } from './endpoints/update-customer-contact-detail.ts';
export {
  getPolicyDetail,
  normalisePolicyDetail,
  policyDetailSchema,
  benefitDetailSchema,
} from './endpoints/get-policy-detail.ts';
export type {
  GetPolicyDetailRequest,
  PolicyDetail,
  BenefitDetail,
  PolicyStatusId,
  ProductTypeId,
  PaymentMethodId,
} from './endpoints/get-policy-detail.ts';

// Endpoints: documents
export { getDocumentList, documentListSchema, documentHitSchema } from './endpoints/get-document-list.ts';
export type { GetDocumentListParams, DocumentHit, QuadientHeaders } from './endpoints/get-document-list.ts';
export { getDocumentStream } from './endpoints/get-document-stream.ts';
export type { GetDocumentStreamRequest } from './endpoints/get-document-stream.ts';

// Endpoints: Pay Now
export { getRealtimePayments, realtimePaymentsSchema, toOutstandingPayment } from './endpoints/get-realtime-payments.ts';
export type {
  GetRealtimePaymentsParams,
  RealtimePayment,
  RealtimePaymentsResult,
} from './endpoints/get-realtime-payments.ts';
export { getPaymentControl, paymentControlSchema, toPayNowGatewaySession } from './endpoints/get-payment-control.ts';
export type { GetPaymentControlParams, PaymentControl, PayNowGatewaySession } from './endpoints/get-payment-control.ts';
export {
  getMissedRegularCollections,
  missedRegularCollectionsSchema,
} from './endpoints/get-missed-regular-collections.ts';
export type {
  GetMissedRegularCollectionsParams,
  MissedRegularCollection,
} from './endpoints/get-missed-regular-collections.ts';
export {
  getOutstandingPaymentOverrides,
  paymentOverridesSchema,
} from './endpoints/get-outstanding-payment-overrides.ts';
export type {
  GetOutstandingPaymentOverridesParams,
  PaymentOverride,
} from './endpoints/get-outstanding-payment-overrides.ts';
export { completeCollection, receiptSchema } from './endpoints/complete-collection.ts';
export type {
  CompleteCollectionParams,
  CompleteCollectionRequest,
  CollectionPayment,
  Receipt,
} from './endpoints/complete-collection.ts';

// Endpoints: payment-method update
export { validateAndGetTokens, paymentFormPayloadSchema } from './endpoints/validate-and-get-tokens.ts';
export type {
  ValidateAndGetTokensParams,
  ValidateAndGetTokensRequest,
  PaymentFormPayload,
  PaymentFormPayloadWire,
} from './endpoints/validate-and-get-tokens.ts';
export { processAfterRedirect, updateResultSchema } from './endpoints/process-after-redirect.ts';
export type {
  ProcessAfterRedirectParams,
  ProcessAfterRedirectRequest,
  UpdateResult,
} from './endpoints/process-after-redirect.ts';

// Endpoints: feature management
export { getFeatures, featuresSchema } from './endpoints/get-features.ts';
export type { GetFeaturesParams, Feature } from './endpoints/get-features.ts';
export { suppressFeature } from './endpoints/suppress-feature.ts';
export type { FeatureActionRequest } from './endpoints/suppress-feature.ts';
export { markFeatureUsed } from './endpoints/mark-feature-used.ts';
