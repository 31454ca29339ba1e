import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import type { FaultRequest } from '@portal/sandbox-api/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { DashboardPage } from '../dashboard/dashboard-page';
import { renderPolicies } from '@portal/policy-data/testing';

/**
 * Features are "a list of features" (we read a bare array of section 3's Feature); suppress and markused answers are
 * not shown (any 2xx). A features answer in another form shows no cross-sell banner and the dashboard stands; the
 * banner goes on either of its two calls whatever they answer (that any 2xx body is their success is proved at the
 * client: core-api's endpoints/unshown-answers.test.ts and the sandbox's contract/unshown-answers.contract.test.ts).
 */
const sandbox = setupSandboxServer();
const title = 'Could your family be better protected?';
const faultsLeft = async () => (await (await sandbox.app.request('/__sandbox/faults')).json()) as unknown[];

async function dashboard(fault?: FaultRequest) {
  await signInForTest('au-family');
  if (fault) await sandbox.fault({ ...fault, times: 1 });
  renderPolicies(<DashboardPage />, { path: '/' });
  await screen.findByRole('group', { name: 'Family Life Cover' });
}

const features = apiPaths.getFeatures;
const OTHER_LISTS: Array<[string, FaultRequest]> = [
  ['the list wrapped in an object', { route: features, mode: 'reshape', reshape: { wrap: 'Features' } }],
  ['its fields in camelCase', { route: features, mode: 'reshape', reshape: { recase: 'camel' } }],
  ['FeatureKey absent', { route: features, mode: 'reshape', reshape: { drop: ['FeatureKey'] } }],
  ['an empty 204', { route: features, mode: 'answer', status: 204 }],
  ['JSON null', { route: features, mode: 'answer', body: 'null', contentType: 'application/json' }],
];

describe('features answered other than a bare array of features', () => {
  it.each(OTHER_LISTS)('on %s: no cross-sell banner, the dashboard stands', async (_form, fault) => {
    await dashboard(fault);
    await waitFor(async () => expect(await faultsLeft()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status', { name: title })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Funeral Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const ACTION_ANSWERS: Array<[string, Omit<FaultRequest, 'route'>]> = [
  ['an empty 204', { mode: 'answer', status: 204 }],
  ['a 202 in plain text', { mode: 'answer', status: 202, body: 'Accepted', contentType: 'text/plain' }],
  ['JSON of another shape', { mode: 'answer', body: '{"Suppressed":1}', contentType: 'application/json' }],
];

describe.each([
  ['Maybe Later', apiPaths.suppressFeature],
  ['Request a Call', apiPaths.markFeatureUsed],
])('%s answered in any 2xx body', (button, route) => {
  it.each(ACTION_ANSWERS)('on %s hides the banner once the call was made', async (_form, answer) => {
    await dashboard();
    const banner = await screen.findByRole('status', { name: title });
    await sandbox.fault({ route, ...answer, times: 1 });
    await userEvent.setup().click(within(banner).getByRole(/Call/.test(button) ? 'link' : 'button', { name: new RegExp(button) }));
    await waitFor(async () => expect(await faultsLeft()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status', { name: title })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Family Life Cover' })).toBeInTheDocument();
  });
});
