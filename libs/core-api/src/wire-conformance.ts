// Compile-time proof that the client reads and sends exactly the shapes of the OpenAPI document: each zod schema's
// output and each request type must accept the same values and name the same fields, at every depth, as the
// document's schema. Renaming, adding or dropping a field on either side fails `npm run typecheck`.
import type * as z from 'zod/mini';
import type { Expect, OkBody, QueryOf, RequestBody, SameShape, Schemas } from './contract/index.ts';
import type { CustomerLoginRequest } from './endpoints/customer-login.ts';
import type { securityTokenSchema, ValidateOtpRequest } from './endpoints/validate-otp.ts';
import type { ResendOtpRequest } from './endpoints/resend-otp.ts';
import type { botCheckResponseSchema, VerifyBotCheckRequest } from './endpoints/verify-bot-check.ts';
import type { addressMatchesSchema, SearchAddressParams } from './endpoints/search-address.ts';
import type { formattedAddressSchema } from './endpoints/format-address.ts';
import type { postcodeMatchesSchema, SearchPostcodeParams } from './endpoints/search-postcode.ts';
import type { customerDetailSchema, GetCustomerDetailRequest } from './endpoints/get-customer-detail.ts';
import type { UpdateCustomerContactDetailRequest } from './endpoints/update-customer-contact-detail.ts';
import type { documentListSchema, GetDocumentListParams } from './endpoints/get-document-list.ts';
import type { GetDocumentStreamRequest } from './endpoints/get-document-stream.ts';
import type { GetPolicyDetailRequest, policyDetailSchema } from './endpoints/get-policy-detail.ts';
import type { GetRealtimePaymentsParams, realtimePaymentsSchema } from './endpoints/get-realtime-payments.ts';
import type { GetPaymentControlParams, paymentControlSchema } from './endpoints/get-payment-control.ts';
import type { GetMissedRegularCollectionsParams, missedRegularCollectionsSchema } from './endpoints/get-missed-regular-collections.ts';
import type { GetOutstandingPaymentOverridesParams, paymentOverridesSchema } from './endpoints/get-outstanding-payment-overrides.ts';
import type { CompleteCollectionRequest, receiptSchema } from './endpoints/complete-collection.ts';
import type { paymentFormPayloadSchema, ValidateAndGetTokensRequest } from './endpoints/validate-and-get-tokens.ts';
import type { ProcessAfterRedirectRequest, updateResultSchema } from './endpoints/process-after-redirect.ts';
import type { featuresSchema, GetFeaturesParams } from './endpoints/get-features.ts';
import type { FeatureActionRequest } from './endpoints/suppress-feature.ts';

/**
 * What a schema reads (its input: the wire as the document writes it, nullability included). Its output may be
 * kinder to the screens (an absent object read as empty, an item without its essential field left out).
 */
type Reads<S extends z.ZodMiniType, P extends keyof Schemas> = SameShape<z.input<S>, Schemas[P]>;
type Sends<T, P extends keyof Schemas> = SameShape<T, Schemas[P]>;
/** Query parameters are compared by name only (the client accepts numbers where the wire carries text). */
type Asks<T, Q> = SameShape<keyof T, keyof Q>;

/** @public Checked by `npm run typecheck` only (knip.json names this file an entry); nothing imports it. */
export type WireConformance = [
  Expect<Sends<CustomerLoginRequest, 'CustomerLoginRequest'>>,
  Expect<Sends<ValidateOtpRequest, 'ValidateOtpRequest'>>,
  Expect<Reads<typeof securityTokenSchema, 'SecurityTokenResponse'>>,
  Expect<Sends<ResendOtpRequest, 'ResendOtpRequest'>>,
  Expect<Sends<VerifyBotCheckRequest, 'BotCheckRequest'>>,
  Expect<Reads<typeof botCheckResponseSchema, 'BotCheckResponse'>>,
  Expect<Asks<SearchAddressParams, QueryOf<'/api/v1/Address/searchwithoutpostcode'>>>,
  Expect<Reads<typeof addressMatchesSchema, 'AddressMatches'>>,
  Expect<Reads<typeof formattedAddressSchema, 'FormattedAddress'>>,
  Expect<Asks<SearchPostcodeParams, QueryOf<'/api/v1/Address/searchpostcode'>>>,
  Expect<Reads<typeof postcodeMatchesSchema, 'PostcodeMatches'>>,
  Expect<Sends<GetCustomerDetailRequest, 'GetCustomerDetailRequest'>>,
  Expect<Reads<typeof customerDetailSchema, 'CustomerDetail'>>,
  Expect<Sends<UpdateCustomerContactDetailRequest, 'UpdateCustomerContactDetailRequest'>>,
  Expect<Asks<GetDocumentListParams, QueryOf<'/api/v1/Document/documentlist'>>>,
  Expect<Reads<typeof documentListSchema, 'DocumentList'>>,
  Expect<Sends<GetDocumentStreamRequest, 'DocumentStreamRequest'>>,
  Expect<Sends<GetPolicyDetailRequest, 'PolicyDetailRequest'>>,
  Expect<Reads<typeof policyDetailSchema, 'PolicyDetail'>>,
  Expect<Asks<GetRealtimePaymentsParams, QueryOf<'/api/v1/PayNow/getrealtimepayments'>>>,
  Expect<Reads<typeof realtimePaymentsSchema, 'RealtimePayments'>>,
  Expect<Asks<GetPaymentControlParams, QueryOf<'/api/v1/PayNow/getpaymentcontrol'>>>,
  Expect<Reads<typeof paymentControlSchema, 'PaymentControl'>>,
  Expect<Asks<GetMissedRegularCollectionsParams, QueryOf<'/api/v1/PayNow/missedregularcollections'>>>,
  Expect<Reads<typeof missedRegularCollectionsSchema, 'MissedRegularCollections'>>,
  Expect<Asks<GetOutstandingPaymentOverridesParams, QueryOf<'/api/v1/PayNow/outstandingpaymentoverrides'>>>,
  Expect<Reads<typeof paymentOverridesSchema, 'PaymentOverrides'>>,
  Expect<Sends<CompleteCollectionRequest, 'CompleteCollectionRequest'>>,
  Expect<Reads<typeof receiptSchema, 'Receipt'>>,
  Expect<Sends<ValidateAndGetTokensRequest, 'ValidateAndGetTokensRequest'>>,
  Expect<Reads<typeof paymentFormPayloadSchema, 'PaymentFormPayload'>>,
  Expect<Sends<ProcessAfterRedirectRequest, 'ProcessAfterRedirectRequest'>>,
  Expect<Reads<typeof updateResultSchema, 'UpdateResult'>>,
  Expect<Asks<GetFeaturesParams, QueryOf<'/api/v1/FeatureManagement/features'>>>,
  Expect<Reads<typeof featuresSchema, 'Features'>>,
  Expect<Sends<FeatureActionRequest, 'FeatureActionRequest'>>,
  // The request and 200 answer types of the document are what the paths above carry.
  Expect<SameShape<RequestBody<'/api/v1/Customer/updatecustomercontactdetail'>, Schemas['UpdateCustomerContactDetailRequest']>>,
  Expect<SameShape<OkBody<'/api/v1/Customer/getcustomerdetail'>, Schemas['CustomerDetail']>>,
];
