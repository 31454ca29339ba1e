// The wire shapes the sandbox serves and reads, straight from the contract document's generated types (never from
// the client's own types, so a field the client misspells is not misspelt here too).
import type { Schemas } from '@portal/core-api/contract';

export type { Schemas };

/**
 * Fields the portal can do without (libs/core-api README "Essential fields": null or absent on the wire) that every
 * persona still carries; the fault modes take them away. Seeded values name them, so the fixtures read them plainly.
 */
type AlwaysSeeded =
  | 'FirstName'
  | 'LastName'
  | 'Lastname'
  | 'Product'
  | 'PolicyStatusId'
  | 'Owner'
  | 'PolicyStatus'
  | 'Description'
  | 'ProductCode'
  | 'ProductName'
  | 'ProductType'
  | 'ProductTypeId'
  | 'Brand'
  | 'BrandId'
  | 'PaymentMethod'
  | 'PaymentMethodId'
  | 'LifeInsured'
  | 'BenefitDetails'
  | 'BenefitDescription'
  | 'FrequencyPremiumAmount'
  | 'Percentage'
  | 'FolderFields'
  | 'FileName';
/** The contract's shape with the always-seeded fields present (at every depth). */
type Seeded<T> = T extends readonly (infer E)[]
  ? Seeded<E>[]
  : T extends object
    ? { [K in keyof T as K extends AlwaysSeeded ? K : never]-?: Seeded<Exclude<T[K], null | undefined>> } & {
        [K in keyof T as K extends AlwaysSeeded ? never : K]: Seeded<T[K]>;
      }
    : T;

export type BenefitDetail = Seeded<Schemas['BenefitDetail']>;
export type CollectionPayment = Schemas['CollectionPayment'];
export type CustomerDetail = Seeded<Schemas['CustomerDetail']>;
export type CustomerPolicy = Seeded<Schemas['CustomerPolicy']>;
export type DocumentHit = Seeded<Schemas['DocumentHit']>;
export type Feature = Schemas['Feature'];
export type FormattedAddress = Schemas['FormattedAddress'];
export type MissedRegularCollection = Schemas['MissedRegularCollection'];
export type PaymentControl = Schemas['PaymentControl'];
export type PaymentFormPayload = Schemas['PaymentFormPayload'];
export type PaymentOverride = Schemas['PaymentOverride'];
export type PolicyDetail = Seeded<Schemas['PolicyDetail']>;
export type RealtimePayment = Schemas['RealtimePayment'];
export type Receipt = Schemas['Receipt'];
export type SecurityTokenResponse = Schemas['SecurityTokenResponse'];
export type UpdateResult = Schemas['UpdateResult'];
