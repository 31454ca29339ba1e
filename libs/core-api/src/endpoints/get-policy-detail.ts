import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { sortBenefits } from '../normalise/benefits.ts';
import { toStorageCase } from '../normalise/display-case.ts';
import { apiPaths } from '../paths.ts';
import { optionalNumber, optionalString } from '../wire.ts';
import type { Schemas } from '../contract/index.ts';

export type GetPolicyDetailRequest = Schemas['PolicyDetailRequest'];

export const benefitDetailSchema = z.object({
  BenefitDescription: z.string(),
  RiskStartDate: optionalString,
  CpiSumInsured: optionalNumber,
  FrequencyPremiumAmount: z.number(),
  ExpectedBenefitExpiryDate: optionalString,
  WaitingPeriodInDays: optionalNumber,
  BenefitPeriodInMonths: optionalNumber,
  BenefitExclusions: z.nullish(z.array(z.object({ ExclusionText: z.string() }))),
});
export type BenefitDetail = Schemas['BenefitDetail'];

const personFields = { FirstName: z.string(), LastName: z.string(), BirthDate: optionalString };

export const policyDetailSchema = z.object({
  PolicySummary: z.object({
    PolicyNumber: z.string(),
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
  Owner: z.object({ Title: optionalString, FirstName: z.string(), Lastname: z.string(), BirthDate: optionalString }),
  PolicyStatus: z.object({ PolicyStatusId: z.number(), Description: z.string() }),
  PolicyAmountOwed: z.nullish(z.object({ EstimatedLapseDate: optionalString })),
  Product: z.object({
    ProductCode: z.string(),
    ProductName: z.string(),
    ProductType: z.object({ ProductTypeId: z.number() }),
    Brand: z.object({ BrandId: z.number() }),
  }),
  PaymentFrequency: z.nullish(z.object({ Description: z.string() })),
  PaymentMethod: z.object({ PaymentMethodId: z.number(), Description: z.string() }),
  LifeInsured: z.array(z.object({ ...personFields, BenefitDetails: z.array(benefitDetailSchema) })),
  Beneficiaries: z.nullish(z.array(z.object({ ...personFields, Percentage: z.number() }))),
});
export type PolicyDetail = Schemas['PolicyDetail'];

/** Names lower-cased for storage (shown with displayCase) and benefits sorted (spec section 3). */
export const normalisePolicyDetail = (detail: PolicyDetail): PolicyDetail => ({
  ...detail,
  Owner: {
    ...detail.Owner,
    FirstName: toStorageCase(detail.Owner.FirstName),
    Lastname: toStorageCase(detail.Owner.Lastname),
  },
  LifeInsured: detail.LifeInsured.map((life) => ({
    ...life,
    FirstName: toStorageCase(life.FirstName),
    LastName: toStorageCase(life.LastName),
    BenefitDetails: sortBenefits(life.BenefitDetails),
  })),
  Beneficiaries: detail.Beneficiaries?.map((person) => ({
    ...person,
    FirstName: toStorageCase(person.FirstName),
    LastName: toStorageCase(person.LastName),
  })),
});

/** One policy's detail (bearer). */
export const getPolicyDetail = async (client: ApiClient, params: GetPolicyDetailRequest, signal?: AbortSignal): Promise<PolicyDetail> => {
  const path = apiPaths.getPolicyDetail;
  const response = await client.send({ method: 'POST', path, body: params, signal });
  return normalisePolicyDetail(await readJson(response, policyDetailSchema, path));
};
