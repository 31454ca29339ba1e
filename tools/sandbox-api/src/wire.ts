// The wire shapes the sandbox serves and reads, straight from the contract document's generated types (never from
// the client's own types, so a field the client misspells is not misspelt here too).
import type { Schemas } from '@portal/core-api/contract';

export type { Schemas };

export type BenefitDetail = Schemas['BenefitDetail'];
export type CollectionPayment = Schemas['CollectionPayment'];
export type CustomerDetail = Schemas['CustomerDetail'];
export type CustomerPolicy = Schemas['CustomerPolicy'];
export type DocumentHit = Schemas['DocumentHit'];
export type Feature = Schemas['Feature'];
export type FormattedAddress = Schemas['FormattedAddress'];
export type MissedRegularCollection = Schemas['MissedRegularCollection'];
export type PaymentControl = Schemas['PaymentControl'];
export type PaymentFormPayload = Schemas['PaymentFormPayload'];
export type PaymentOverride = Schemas['PaymentOverride'];
export type PolicyDetail = Schemas['PolicyDetail'];
export type RealtimePayment = Schemas['RealtimePayment'];
export type Receipt = Schemas['Receipt'];
export type SecurityTokenResponse = Schemas['SecurityTokenResponse'];
export type UpdateResult = Schemas['UpdateResult'];
