import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@portal/core-api';
import type { FaultRequest } from '@portal/sandbox-api/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal, useSessionStore } from '@portal/testing';
import { authTestRoutes } from '../testing/auth-test-routes';

/**
 * Section 7 shows no resendotp answer, and no status for a resend too soon (our 429). The other forms a real API may
 * answer: success in any 2xx body; "too soon" as another 4xx. Success says a new code was sent; a refusal says the
 * general failure and keeps the code screen, the login and the digits typed.
 */
let sandboxTime = Date.now();
const sandbox = setupSandboxServer({ now: () => sandboxTime });
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  sandboxTime = Date.now();
});

const route = apiPaths.resendOtp;
const digits = () => screen.getAllByLabelText(/^Digit \d of 6$/).map((box) => (box as HTMLInputElement).value);

/** The code screen with three digits typed, the 30-second wait over (the portal's own clock and the sandbox's). */
async function readyToResend() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: false });
  const user = userEvent.setup();
  renderWithPortal(null, { route: '/login', routes: authTestRoutes });
  await user.type(await screen.findByLabelText('Mobile number'), '0412345671');
  await user.type(screen.getByLabelText('Day'), '12');
  await user.type(screen.getByLabelText('Month'), '04');
  await user.type(screen.getByLabelText('Year'), '1980');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('group', { name: /One-time code/ });
  await user.keyboard('123');
  act(() => vi.advanceTimersByTime(30_000));
  sandboxTime = Date.now();
  return { user, resend: screen.getByRole('button', { name: 'Resend' }) };
}

const SUCCESSES: Array<[string, FaultRequest]> = [
  ['an empty 204', { route, mode: 'answer', status: 204 }],
  ['a 202 in plain text', { route, mode: 'answer', status: 202, body: 'Accepted', contentType: 'text/plain' }],
  ['an empty 200', { route, mode: 'answer' }],
  ['JSON of another shape', { route, mode: 'answer', body: '{"sent":true,"Channel":"SMS"}', contentType: 'application/json' }],
];

describe('resendotp: any 2xx is a new code, whatever its body (the answer is not shown)', () => {
  it.each(SUCCESSES)('says a new code was sent on %s', async (_form, fault) => {
    const { user, resend } = await readyToResend();
    await sandbox.fault({ ...fault, times: 1 });
    await user.click(resend);
    expect(await screen.findByText('We have sent you a new code.', { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const REFUSALS: Array<[string, FaultRequest]> = [
  ['409 with the contract error body', { route, status: 409 }],
  ['400 in plain text', { route, mode: 'answer', status: 400, body: 'Too soon', contentType: 'text/plain' }],
  ['429 with another error body', { route, mode: 'answer', status: 429, body: '{"error":"too_many"}', contentType: 'application/json' }],
];

describe('resendotp: "too soon" in another status than our 429', () => {
  it.each(REFUSALS)('on %s shows the general failure and keeps the code screen, the login and the digits', async (_form, fault) => {
    const { user, resend } = await readyToResend();
    const loginId = useSessionStore.getState().customerLoginId;
    await sandbox.fault({ ...fault, times: 1 });
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your details. Call 1300 000 000.');
    expect(screen.getByRole('group', { name: /One-time code/ })).toBeInTheDocument();
    expect(digits()).toEqual(['1', '2', '3', '', '', '']);
    expect(useSessionStore.getState().customerLoginId).toBe(loginId);
    expect(screen.queryByText('We have sent you a new code.', { selector: 'p' })).not.toBeInTheDocument();
  });

  it("shows the server's own words when its error body carries them in another casing", async () => {
    const { user, resend } = await readyToResend();
    const body = JSON.stringify({ message: 'Too soon', customMessage: 'Wait a minute, then ask again.' });
    await sandbox.fault({ route, mode: 'answer', status: 409, body, contentType: 'application/json', times: 1 });
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait a minute, then ask again.');
  });
});
