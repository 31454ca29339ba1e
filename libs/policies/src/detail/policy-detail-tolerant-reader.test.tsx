import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths, displayCase, type PolicyDetail } from '@portal/core-api';
import { formatMoney, formatShortDate } from '@portal/i18n';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import {
  changeAnswer,
  expectStands,
  oneAtATime,
  renderPolicies,
  sandboxAnswer,
  someChanges,
  stillShown,
  withLosses,
  type Change,
  type FieldCase,
} from '@portal/policy-data/testing';
import { PolicyDetailPage } from './policy-detail-page';

/**
 * The policy detail read tolerantly (issue 45, libs/core-api README "Essential fields"): every field but the policy
 * number may be null, absent or blank, and the policy page still stands and shows every other value. Before issue 45
 * a null Owner.FirstName, PolicyStatus.Description, Product, Brand.BrandId, PaymentMethod.Description or LifeInsured
 * was "We could not load the details of this policy".
 */
const sandbox = setupSandboxServer();
const NUMBER = '51000101';
type Wire = PolicyDetail;
const names = (pick: (detail: Wire) => Array<string | null | undefined>) => (detail: Wire) =>
  pick(detail).flatMap((name) => (name ? [displayCase(name)] : []));
const benefits = (detail: Wire) => detail.LifeInsured.flatMap((life) => life.BenefitDetails);

const CASES: Array<FieldCase<Wire>> = [
  { path: ['PolicySummary', 'AcceptanceDate'] },
  { path: ['PolicySummary', 'FirstCollectionDate'], shows: (d) => formatShortDate(d.PolicySummary.FirstCollectionDate) },
  { path: ['PolicySummary', 'RenewalDate'] },
  { path: ['PolicySummary', 'NextCollectionDate'], shows: (d) => formatShortDate(d.PolicySummary.NextCollectionDate) },
  { path: ['PolicySummary', 'ExtendedDishonourPeriodStatusId'] },
  { path: ['PolicySummary', 'CreditCardNumberSuffix'] },
  { path: ['PolicySummary', 'CreditCardNumber'] },
  { path: ['PolicySummary', 'CCExpiry'] },
  { path: ['Owner'] },
  { path: ['Owner', 'Title'], shows: (d) => d.Owner.Title },
  { path: ['Owner', 'FirstName'], shows: names((d) => [d.Owner.FirstName]) },
  { path: ['Owner', 'Lastname'], shows: names((d) => [d.Owner.Lastname]) },
  { path: ['PolicyStatus'] },
  { path: ['PolicyStatus', 'PolicyStatusId'] },
  { path: ['PolicyStatus', 'Description'] },
  { path: ['PolicyAmountOwed'] },
  { path: ['Product'] },
  { path: ['Product', 'ProductCode'] },
  { path: ['Product', 'ProductName'] },
  { path: ['Product', 'ProductType'] },
  { path: ['Product', 'ProductType', 'ProductTypeId'] },
  { path: ['Product', 'Brand'] },
  { path: ['Product', 'Brand', 'BrandId'] },
  { path: ['PaymentFrequency'] },
  { path: ['PaymentMethod'] },
  { path: ['PaymentMethod', 'PaymentMethodId'] },
  { path: ['PaymentMethod', 'Description'] },
  { path: ['LifeInsured'] },
  { path: ['LifeInsured', '*', 'FirstName'] },
  { path: ['LifeInsured', '*', 'LastName'] },
  { path: ['LifeInsured', '*', 'BirthDate'] },
  { path: ['LifeInsured', '*', 'BenefitDetails'] },
  {
    path: ['LifeInsured', '*', 'BenefitDetails', '*', 'BenefitDescription'],
    shows: (d) => benefits(d).map((b) => b.BenefitDescription ?? ''),
  },
  {
    path: ['LifeInsured', '*', 'BenefitDetails', '*', 'CpiSumInsured'],
    shows: (d) => benefits(d).map((b) => formatMoney(b.CpiSumInsured)),
  },
  { path: ['LifeInsured', '*', 'BenefitDetails', '*', 'FrequencyPremiumAmount'] },
  { path: ['LifeInsured', '*', 'BenefitDetails', '*', 'RiskStartDate'] },
  { path: ['LifeInsured', '*', 'BenefitDetails', '*', 'BenefitExclusions'] },
  { path: ['Beneficiaries'] },
  { path: ['Beneficiaries', '*', 'FirstName'] },
  { path: ['Beneficiaries', '*', 'LastName'] },
  { path: ['Beneficiaries', '*', 'BirthDate'], shows: (d) => (d.Beneficiaries ?? []).map((b) => formatShortDate(b.BirthDate)) },
  { path: ['Beneficiaries', '*', 'Percentage'], shows: (d) => (d.Beneficiaries ?? []).map((b) => `${b.Percentage}%`) },
];

let current: ReadonlyArray<Change> = [];

async function signedIn(): Promise<Wire> {
  const session = await signInForTest('au-family');
  const call = {
    path: apiPaths.getPolicyDetail,
    method: 'POST' as const,
    body: { PolicyNumber: NUMBER, ClientPortalLoginId: session.customerLoginId },
  };
  const answer = (await sandboxAnswer(sandbox, session.token, call)) as Wire;
  const thisPolicy = async (request: Request) => ((await request.json()) as { PolicyNumber?: string }).PolicyNumber === NUMBER;
  changeAnswer(sandbox, apiPaths.getPolicyDetail, (wire) => withLosses(wire as Wire, CASES, current), thisPolicy);
  return answer;
}

async function policyPageWith(changes: ReadonlyArray<Change>, answer: Wire) {
  current = changes;
  renderPolicies(<PolicyDetailPage />, { route: `/policy/${NUMBER}`, path: '/policy/:policyNumber' });
  await expectStands([NUMBER, ...stillShown(answer, CASES, changes)], () =>
    screen.findByRole('region', { name: 'Beneficiary details' }, { timeout: 3000 }),
  );
  expect(document.body.textContent).not.toContain('$0.00');
}

describe('the policy page reads the policy detail tolerantly', () => {
  it.each(oneAtATime(CASES))('with %s stands and shows every other value', async (_name, change) => {
    await policyPageWith([change], await signedIn());
  });

  it('with any combination of them lost stands and shows every other value', async () => {
    const answer = await signedIn();
    await fc.assert(
      fc.asyncProperty(someChanges(CASES.length), (changes) => policyPageWith(changes, answer)),
      { numRuns: 25 },
    );
  }, 60_000);
});
