import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import {
  changeAnswer,
  oneAtATime,
  renderPolicies,
  someChanges,
  withLosses,
  type Change,
  type FieldCase,
} from '@portal/policy-data/testing';
import { DashboardPage } from '../dashboard/dashboard-page';

/**
 * The features answer read tolerantly (issue 45, libs/core-api README "Essential fields"): FeatureVariantName and
 * Reattempt may be null, absent or blank, and a feature without its FeatureId or FeatureKey is left out; the
 * cross-sell banner still shows for the feature that names it. Before issue 45 one feature without its key hid it.
 */
const sandbox = setupSandboxServer();
const title = 'Could your family be better protected?';
const CASES: Array<FieldCase<unknown>> = [{ path: ['*', 'FeatureVariantName'] }, { path: ['*', 'Reattempt'] }];
/** Features the portal cannot use, around the ones the sandbox answers. */
const UNUSABLE = [{ FeatureKey: 'Cross_Sale_Banner' }, { FeatureId: 77, FeatureKey: null }, { FeatureId: 78, FeatureKey: '  ' }, null];

let current: ReadonlyArray<Change> = [];

async function bannerWith(changes: ReadonlyArray<Change>) {
  current = changes;
  const view = renderPolicies(<DashboardPage />, { path: '/' });
  expect(await screen.findByRole('status', { name: title }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  view.unmount();
}

async function signedIn() {
  await signInForTest('au-family');
  changeAnswer(sandbox, apiPaths.getFeatures, (wire) => [...UNUSABLE, ...(withLosses(wire, CASES, current) as unknown[])]);
}

describe('the cross-sell banner reads the features answer tolerantly', () => {
  it.each(oneAtATime(CASES))('with %s (and unusable features beside it) shows the banner', async (_name, change) => {
    await signedIn();
    await bannerWith([change]);
  });

  it('with any combination of them lost shows the banner', async () => {
    await signedIn();
    await fc.assert(
      fc.asyncProperty(someChanges(CASES.length), (changes) => bannerWith(changes)),
      { numRuns: 10 },
    );
  }, 60_000);

  it('shows no banner when no feature names it, and the dashboard stands', async () => {
    await signInForTest('au-family');
    changeAnswer(sandbox, apiPaths.getFeatures, () => UNUSABLE);
    const view = renderPolicies(<DashboardPage />, { path: '/' });
    await screen.findByRole('group', { name: 'Family Life Cover' }, { timeout: 3000 });
    await waitFor(() =>
      expect(view.queryClient.getQueryCache().find({ queryKey: ['features'], exact: false })?.state.status).toBe('success'),
    );
    expect(screen.queryByRole('status', { name: title })).not.toBeInTheDocument();
  });
});
