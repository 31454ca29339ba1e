import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { sortBenefits } from '../normalise/benefits.ts';
import { toStorageCase } from '../normalise/display-case.ts';
import { apiPaths } from '../paths.ts';
import { keptItems, optionalNumber, optionalString, orEmpty, orNone, presentString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetPolicyDetailRequest = Schemas['PolicyDetailRequest'];

export const benefitDetailSchema = z.object({
  BenefitDescription: optionalString,
  RiskStartDate: optionalString,
  CpiSumInsured: optionalNumber,
  FrequencyPremiumAmount: optionalNumber,
  ExpectedBenefitExpiryDate: optionalString,
  WaitingPeriodInDays: optionalNumber,
  BenefitPeriodInMonths: optionalNumber,
  /** An exclusion without its text says nothing: it is left out. */
  BenefitExclusions: z.nullish(keptItems(z.object({ ExclusionText: presentString }))),
});
export type BenefitDetail = z.output<typeof benefitDetailSchema>;

const personFields = { FirstName: optionalString, LastName: optionalString, BirthDate: optionalString };

/**
 * Essential: PolicySummary.PolicyNumber (README "Essential fields"). Every other field may be null or absent; the
 * screens show what is there.
 */
export const policyDetailSchema = z.object({
  PolicySummary: z.object({
    PolicyNumber: presentString,
    AcceptanceDate: optionalString,
    FirstCollectionDate: optionalString,
    PolicyTerminationDate: optionalString,
    RenewalDate: optionalString,
    NextCollectionDate: optionalString,
    ExtendedDishonourPeriodStatusId: optionalNumber,
    CreditCardNumberSuffix: optionalString,
    CreditCardNumber: optionalString,
    /** 'MM-YY' */
    CCExpiry: optionalString,
    BankAccountName: optionalString,
    BankAccountBsb: optionalString,
    BankAccountNumber: optionalString,
  }),
  Owner: orEmpty(z.object({ Title: optionalString, FirstName: optionalString, Lastname: optionalString, BirthDate: optionalString })),
  PolicyStatus: orEmpty(z.object({ PolicyStatusId: optionalNumber, Description: optionalString })),
  PolicyAmountOwed: z.nullish(z.object({ EstimatedLapseDate: optionalString })),
  Product: orEmpty(
    z.object({
      ProductCode: optionalString,
      ProductName: optionalString,
      ProductType: orEmpty(z.object({ ProductTypeId: optionalNumber })),
      Brand: orEmpty(z.object({ BrandId: optionalNumber })),
    }),
  ),
  PaymentFrequency: z.nullish(z.object({ Description: optionalString })),
  PaymentMethod: orEmpty(z.object({ PaymentMethodId: optionalNumber, Description: optionalString })),
  LifeInsured: orNone(z.array(z.object({ ...personFields, BenefitDetails: orNone(z.array(benefitDetailSchema)) }))),
  Beneficiaries: z.nullish(z.array(z.object({ ...personFields, Percentage: optionalNumber }))),
});
/** The detail as the portal reads it: an absent Owner, PolicyStatus, Product, PaymentMethod or list is empty. */
export type PolicyDetail = z.output<typeof policyDetailSchema>;

const storageCase = (name: string | null | undefined) => (name == null ? name : toStorageCase(name));

/** Names lower-cased for storage (shown with displayCase) and benefits sorted (spec section 3). */
export const normalisePolicyDetail = (detail: PolicyDetail): PolicyDetail => ({
  ...detail,
  Owner: {
    ...detail.Owner,
    FirstName: storageCase(detail.Owner.FirstName),
    Lastname: storageCase(detail.Owner.Lastname),
  },
  LifeInsured: detail.LifeInsured.map((life) => ({
    ...life,
    FirstName: storageCase(life.FirstName),
    LastName: storageCase(life.LastName),
    BenefitDetails: sortBenefits(life.BenefitDetails),
  })),
  Beneficiaries: detail.Beneficiaries?.map((person) => ({
    ...person,
    FirstName: storageCase(person.FirstName),
    LastName: storageCase(person.LastName),
  })),
});

/** One policy's detail (bearer). */
export const getPolicyDetail = async (client: ApiClient, params: GetPolicyDetailRequest, signal?: AbortSignal): Promise<PolicyDetail> => {
  const path = apiPaths.getPolicyDetail;
  const response = await client.send({ method: 'POST', path, body: params, signal });
  return normalisePolicyDetail(await readJson(response, policyDetailSchema, path));
};
