import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths, type CustomerDetail } from '@portal/core-api';
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
import { DashboardPage } from './dashboard-page';

/**
 * The customer detail read tolerantly (issue 45, libs/core-api README "Essential fields"): every field but the policy
 * list and each policy's number may be null, absent or blank, and the dashboard still shows every policy and every
 * other value. (Before issue 45 a null first name was "We could not load your policies".)
 */
const sandbox = setupSandboxServer();
const policyCase = (index: number, field: string, shows?: FieldCase<CustomerDetail>['shows']): FieldCase<CustomerDetail> => ({
  path: ['Policies', String(index), field],
  shows,
});
const cover = (index: number) => (detail: CustomerDetail) => formatMoney(detail.Policies[index]?.OwnerMandatoryBenefitSI);
const renewal = (index: number) => (detail: CustomerDetail) => formatShortDate(detail.Policies[index]?.RenewalDate);

const CASES: Array<FieldCase<CustomerDetail>> = [
  { path: ['FirstName'] },
  { path: ['LastName'] },
  { path: ['ResidentialAddress'] },
  { path: ['PostalAddress'] },
  { path: ['CustomPostaladdress'] },
  { path: ['CountryId'] },
  { path: ['HomePhone'] },
  { path: ['MobilePhone'] },
  { path: ['Email'] },
  ...[0, 1, 2].flatMap((index) => [
    policyCase(index, 'Product'),
    policyCase(index, 'OwnerMandatoryBenefitSI', cover(index)),
    policyCase(index, 'RenewalDate', renewal(index)),
    policyCase(index, 'SaleCompletedDate'),
    policyCase(index, 'ClaimInProgress'),
    policyCase(index, 'PolicyStatusId'),
  ]),
];

async function dashboardWith(changes: ReadonlyArray<Change>, answer: CustomerDetail) {
  current = changes;
  renderPolicies(<DashboardPage />, { path: '/' });
  await expectStands(
    [...answer.Policies.map((p) => p.PolicyNumber), 'Family Life Cover', 'Funeral Plan', 'Active', ...stillShown(answer, CASES, changes)],
    async () => expect(await screen.findAllByRole('link', { name: /View policy/ }, { timeout: 3000 })).toHaveLength(3),
  );
}

let current: ReadonlyArray<Change> = [];

async function signedIn(): Promise<CustomerDetail> {
  const session = await signInForTest('au-family');
  const call = {
    path: apiPaths.getCustomerDetail,
    method: 'POST' as const,
    body: { ClientPortalLoginId: session.customerLoginId, SecurityToken: session.token },
  };
  const answer = (await sandboxAnswer(sandbox, session.token, call)) as CustomerDetail;
  changeAnswer(sandbox, apiPaths.getCustomerDetail, (wire) => withLosses(wire as CustomerDetail, CASES, current));
  return answer;
}

describe('the dashboard reads the customer detail tolerantly', () => {
  it.each(oneAtATime(CASES))('with %s shows every policy and every other value', async (_name, change) => {
    await dashboardWith([change], await signedIn());
  });

  it('with any combination of them lost shows every policy and every other value', async () => {
    const answer = await signedIn();
    await fc.assert(
      fc.asyncProperty(someChanges(CASES.length), (changes) => dashboardWith(changes, answer)),
      { numRuns: 20 },
    );
  }, 60_000);

  it('leaves out a policy without its number and shows the others', async () => {
    await signInForTest('au-family');
    changeAnswer(sandbox, apiPaths.getCustomerDetail, (wire) => {
      const detail = wire as CustomerDetail;
      return { ...detail, Policies: detail.Policies.map((p, i) => (i === 1 ? { ...p, PolicyNumber: null } : p)) };
    });
    renderPolicies(<DashboardPage />, { path: '/' });
    expect(await screen.findAllByRole('link', { name: /View policy/ }, { timeout: 3000 })).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
