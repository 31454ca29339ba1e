// Public face of @portal/core-api: the typed API contract client (spec sections 3, 7, 8).
export { createApiClient, DEFAULT_REQUEST_TIMEOUT_MS } from './client.ts';
export type { ApiClient, FetchLike } from './client.ts';
export { ApiError, isApiError, isAbortError } from './api-error.ts';
export { apiPaths } from './paths.ts';
export { DEFAULT_KEEP_ALIVE, DEFAULT_REQUEST_SOURCE } from './deployment-defaults.ts';

// Normalisations
export { displayCase } from './normalise/display-case.ts';
export { formatPostcode } from './normalise/address.ts';
export { encodeDocumentId, decodeDocumentBody } from './normalise/document-body.ts';
export type { DocumentKind, DecodedDocument } from './normalise/document-body.ts';
export { parseApiDate, dateSortKey, compareKeys } from './normalise/dates.ts';
export { mergeOutstandingPayments, byCollectionDate, paymentKeys, toOverduePayment } from './normalise/outstanding-payments.ts';
export type { OutstandingPayment } from './normalise/outstanding-payments.ts';

// Endpoints: account and session
export { customerLogin, toCustomerLoginRequest } from './endpoints/customer-login.ts';
export type { LoginPayload } from './endpoints/customer-login.ts';
export { validateOtp } from './endpoints/validate-otp.ts';
export { resendOtp } from './endpoints/resend-otp.ts';
export { refreshToken } from './endpoints/refresh-token.ts';
export { logout } from './endpoints/logout.ts';
export { verifyBotCheck, BOT_CHECK_ACTION } from './endpoints/verify-bot-check.ts';
export type { BotCheckResponse } from './endpoints/verify-bot-check.ts';

// Endpoints: addresses
export { searchAddress, isAbortedAddressSearch } from './endpoints/search-address.ts';
export { formatAddress } from './endpoints/format-address.ts';
export type { FormattedAddress, FormatAddressResult } from './endpoints/format-address.ts';
export { searchPostcode } from './endpoints/search-postcode.ts';

// Endpoints: customer and policies
export { getCustomerDetail, normaliseCustomerDetail } from './endpoints/get-customer-detail.ts';
export type { CustomerDetail, CustomerPolicy, Address, PostalAddress } from './endpoints/get-customer-detail.ts';
export { updateCustomerContactDetail } from './endpoints/update-customer-contact-detail.ts';
export type { ContactDetails } from './endpoints/update-customer-contact-detail.ts';
export { getPolicyDetail, normalisePolicyDetail } from './endpoints/get-policy-detail.ts';
export type { PolicyDetail, BenefitDetail } from './endpoints/get-policy-detail.ts';

// Endpoints: documents
export { getDocumentList } from './endpoints/get-document-list.ts';
export type { DocumentHit } from './endpoints/get-document-list.ts';
export { getDocumentStream } from './endpoints/get-document-stream.ts';

// Endpoints: Pay Now
export { getRealtimePayments, toOutstandingPayment } from './endpoints/get-realtime-payments.ts';
export type { RealtimePaymentsResult } from './endpoints/get-realtime-payments.ts';
export { getPaymentControl } from './endpoints/get-payment-control.ts';
export type { PayNowGatewaySession } from './endpoints/get-payment-control.ts';
export { getMissedRegularCollections } from './endpoints/get-missed-regular-collections.ts';
export { getOutstandingPaymentOverrides, hasIdentity } from './endpoints/get-outstanding-payment-overrides.ts';
export { completeCollection } from './endpoints/complete-collection.ts';
export type { CompleteCollectionParams, CollectionPayment, Receipt } from './endpoints/complete-collection.ts';

// Endpoints: payment-method update
export { validateAndGetTokens } from './endpoints/validate-and-get-tokens.ts';
export type { PaymentFormPayload } from './endpoints/validate-and-get-tokens.ts';
export { processAfterRedirect } from './endpoints/process-after-redirect.ts';

// Endpoints: feature management
export { getFeatures } from './endpoints/get-features.ts';
export type { Feature } from './endpoints/get-features.ts';
export { suppressFeature } from './endpoints/suppress-feature.ts';
export { markFeatureUsed } from './endpoints/mark-feature-used.ts';
