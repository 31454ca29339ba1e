import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import type { FaultRequest } from '@portal/sandbox-api/testing';
import { loadVendorStandIns, setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal } from '@portal/testing';
import { authTestRoutes } from '../testing/auth-test-routes';
import { botCheckConfig, loadBotCheckScript, robotBox } from '../testing/login-fixtures';

/**
 * The verify call's wire fields { token, sitekey, action } are ours (section 7 names the values, not the fields). A
 * server that wants other names refuses ours: a non-OK answer is a pass with score 1 (section 7). An answer the
 * portal cannot read (success and score in another casing, no body) is a failed call: a pass with score 1, and the
 * customer is told (section 8). Either way the customer can log in.
 */
const sandbox = setupSandboxServer();
loadVendorStandIns();
beforeEach(loadBotCheckScript);
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)['grecaptcha'];
});

const route = `/bot-check${apiPaths.botCheckVerify}`;

async function tickAndLogIn(fault: FaultRequest) {
  const user = userEvent.setup();
  renderWithPortal(null, { route: '/login', routes: authTestRoutes, brandConfig: botCheckConfig() });
  await user.type(screen.getByLabelText('Mobile number'), '0412345671');
  await user.type(screen.getByLabelText('Day'), '12');
  await user.type(screen.getByLabelText('Month'), '04');
  await user.type(screen.getByLabelText('Year'), '1980');
  await sandbox.fault({ ...fault, times: 1 });
  await user.click(await robotBox());
  return user;
}

const REFUSED: Array<[string, FaultRequest]> = [
  ['a 400 in plain text', { route, mode: 'answer', status: 400, body: 'missing-input-response', contentType: 'text/plain' }],
  [
    'a 422 with an error body of other names',
    { route, mode: 'answer', status: 422, body: '{"errors":["response"]}', contentType: 'application/json' },
  ],
];

describe('bot check: the server refuses our wire fields', () => {
  it.each(REFUSED)('on %s counts as a pass (section 7) and the customer logs in', async (_form, fault) => {
    const user = await tickAndLogIn(fault);
    expect(await screen.findByText('Security check complete.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // a refusal is no failed call (contract decision 8)
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeInTheDocument();
  });
});

const UNREADABLE: Array<[string, FaultRequest]> = [
  ['success and score in PascalCase', { route, mode: 'reshape', reshape: { recase: 'pascal' } }],
  ['score absent', { route, mode: 'reshape', reshape: { drop: ['score'] } }],
  ['an empty 204', { route, mode: 'answer', status: 204 }],
];

describe('bot check: an answer the portal cannot read', () => {
  it.each(UNREADABLE)('on %s passes with score 1, says so, and the customer logs in', async (_form, fault) => {
    const user = await tickAndLogIn(fault);
    expect(await screen.findByText('We could not complete the security check. You can still continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeInTheDocument();
  });
});
