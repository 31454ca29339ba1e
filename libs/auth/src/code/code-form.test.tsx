import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRegionalConfig } from '@portal/config/testing';
import { authTestRoutes } from '../testing/auth-test-routes';
import { useSessionStore } from '@portal/testing';
import { renderWithPortal } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';

let sandboxTime = Date.now();
const sandbox = setupSandboxServer({ now: () => sandboxTime });
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  sandboxTime = Date.now();
});

const digits = () => screen.getAllByLabelText(/^Digit \d of 6$/);
const loginId = () => useSessionStore.getState().customerLoginId ?? '';

/** Renders the portal at `route`, logs in as the test brand's customer and waits for the code screen. */
async function reachCodeScreen(route = '/login') {
  const user = userEvent.setup();
  const view = renderWithPortal(null, { route, routes: authTestRoutes });
  await user.type(await screen.findByLabelText('Mobile number'), '0412345671');
  await user.type(screen.getByLabelText('Day'), '12');
  await user.type(screen.getByLabelText('Month'), '04');
  await user.type(screen.getByLabelText('Year'), '1980');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('group', { name: /One-time code/ });
  return { user, ...view };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const enter = async (user: UserEvent, code: string) => {
  await user.click(digits()[0] as HTMLElement);
  await user.keyboard(code);
};

describe('code screen: the six boxes', () => {
  it('has six labelled single-digit boxes in a fieldset, the first focused and offered to one-time-code autofill', async () => {
    await reachCodeScreen();
    const group = screen.getByRole('group', { name: 'One-time code' });
    expect(group).toHaveAccessibleDescription('We have sent a 6-digit code to 04** *** 671.');
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    expect(digits()[0]).toHaveFocus();
    expect(digits()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(
      digits()
        .slice(1)
        .map((box) => box.getAttribute('autocomplete')),
    ).toEqual(Array(5).fill('off'));
    expect(digits().every((box) => box.getAttribute('inputmode') === 'numeric')).toBe(true);
  });

  it('fills the boxes from pasted digits (the first six); text that is not all digits is refused, and says so', async () => {
    const { user } = await reachCodeScreen();
    await user.paste('12a456');
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    const message = 'The code you pasted is not 6 numbers. Paste or type the 6-digit code we sent you.';
    expect(await screen.findByText(message, { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'One-time code' })).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(digits()[0]).toHaveFocus();
    await user.paste(' 12345678 ');
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('spreads a whole code autofilled into the first box, and moves back on Backspace', async () => {
    const { user } = await reachCodeScreen();
    await user.type(digits()[0] as HTMLElement, '987654');
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(digits()[5]).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(digits()[4]).toHaveFocus();
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '', '']);
  });

  it('asks for the whole code in an error summary', async () => {
    const { user } = await reachCodeScreen();
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter the 6-digit code we sent you' })).toHaveAttribute('href', '#code-digit-1');
  });

  it('checks the code on Continue only, then again as it changes: the error goes once six digits are in, and comes back', async () => {
    const { user } = await reachCodeScreen();
    const group = () => screen.getByRole('group', { name: /One-time code/ });
    await user.keyboard('123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(group()).not.toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    await user.click(digits()[3] as HTMLElement);
    await user.keyboard('456');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(group()).not.toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code'));
    await user.keyboard('{Backspace}');
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(group()).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code'));
  });
});

describe('code screen: outcomes', () => {
  it('signs in with the right code, then loads the customer details and lands on /', async () => {
    const { user } = await reachCodeScreen();
    await user.keyboard(await sandbox.codeFor(loginId()));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Mary-Jane' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    const { token, expiresAt } = useSessionStore.getState();
    expect(token).toMatch(/^sbx-/);
    expect(Date.parse(expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(JSON.parse(sessionStorage.getItem('portal:session') ?? '{}')).toMatchObject({ token });
    expect(JSON.stringify(localStorage)).not.toContain(token);
  });

  it('goes on to the page first asked for, with its query', async () => {
    const { user } = await reachCodeScreen('/policy/123?x=1');
    await user.keyboard(await sandbox.codeFor(loginId()));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Policy page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/policy/123?x=1');
  });

  it('says a wrong code is wrong (configured message), clears the boxes and focuses the first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await reachCodeScreen();
    await user.keyboard(wrongCode(await sandbox.codeFor(loginId())));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(testRegionalConfig.regionalisation.invalidOTPMessage);
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(digits()[0]).toHaveFocus();
    expect(warn).toHaveBeenCalledWith('Login OTP verification failed.');
  });

  it('returns to the login form when the code has expired', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await reachCodeScreen();
    const code = await sandbox.codeFor(loginId());
    sandboxTime += 6 * 60_000;
    await user.keyboard(code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP expired. Please try again.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(useSessionStore.getState().customerLoginId).toBeNull();
  });

  it('locks the account after too many wrong codes and offers only "Return to Log In"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await reachCodeScreen();
    const wrong = wrongCode(await sandbox.codeFor(loginId()));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await enter(user, wrong);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      if (attempt < 5) await screen.findByText(testRegionalConfig.regionalisation.invalidOTPMessage);
    }
    const locked = await screen.findByRole('alert');
    expect(locked).toHaveTextContent('Your account is locked. Call 1300 000 000.');
    expect(within(locked).getByRole('link', { name: '1300 000 000' })).toHaveAttribute('href', 'tel:1300000000');
    await waitFor(() => expect(locked.parentElement).toHaveFocus());
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Return to Log In']);
  });

  it('shows the configured failure message for any other failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await reachCodeScreen();
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: '/api/v1/Account/validateotp', status: 500, times: 1 }),
    });
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your details. Call 1300 000 000.');
  });

  // Section 4: a wrong code clears the digits. Every refusal of the code is one: the server answered and did not sign
  // in, so the code typed is spent (or wrong) and the next try starts from an empty first box.
  const refusals: Array<[string, Record<string, unknown>]> = [
    ...[400, 401, 404, 409, 429, 500].map((status): [string, Record<string, unknown>] => [String(status), { status }]),
    ['an unreadable answer', { mode: 'malformed' }],
  ];
  it.each(refusals)('clears the six boxes and focuses the first when the code is refused (%s)', async (_name, fault) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await reachCodeScreen();
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: '/api/v1/Account/validateotp', times: 1, ...fault }),
    });
    await enter(user, await sandbox.codeFor(loginId()));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(digits()[0]).toHaveFocus();
  });

  it('keeps the digits when no answer came (offline): the code was not refused, Continue tries it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await reachCodeScreen();
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: '/api/v1/Account/validateotp', times: 1, mode: 'drop' }),
    });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const code = await sandbox.codeFor(loginId());
    await enter(user, code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(digits().map((box) => (box as HTMLInputElement).value)).toEqual(code.split(''));
    offline.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /^(Home|Welcome)/ })).toBeInTheDocument();
  });

  it('cancels back to an empty login form and forgets the login id', async () => {
    const { user } = await reachCodeScreen();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(useSessionStore.getState().customerLoginId).toBeNull();
  });
});

describe('code screen: resend', () => {
  it('counts down 30 seconds, announcing only the start and the end, then sends a new code', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: false });
    const { user } = await reachCodeScreen();
    const first = await sandbox.codeFor(loginId());
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 30 seconds');
    const live = screen.getByText('You can ask for a new code in 30 seconds', { selector: '[aria-live]' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 20 seconds');
    expect(live).toHaveTextContent('You can ask for a new code in 30 seconds');
    await user.click(resend);
    expect(await sandbox.codeFor(loginId())).toBe(first);
    act(() => vi.advanceTimersByTime(20_000));
    sandboxTime = Date.now();
    expect(live).toHaveTextContent('You can now ask for a new code.');
    expect(resend).not.toHaveAttribute('aria-disabled');
    await user.click(resend);
    await waitFor(() => expect(live).toHaveTextContent('We have sent you a new code. You can ask for a new code in 30 seconds'));
    expect(screen.getByText('We have sent you a new code.', { selector: 'p' })).toBeVisible();
    const second = await sandbox.codeFor(loginId());
    expect(second).not.toBe(first);
    vi.useRealTimers();
    await enter(user, second);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
  });

  it('returns to the login form with "OTP expired" when the resend is answered 419 (the login has expired)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: false });
    const { user } = await reachCodeScreen();
    act(() => vi.advanceTimersByTime(30_000));
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).not.toHaveAttribute('aria-disabled');
    // The sandbox's login window (30 minutes) has passed: resendotp answers 419.
    sandboxTime = Date.now() + 31 * 60_000;
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP expired. Please try again.');
    expect(screen.queryByRole('group', { name: /One-time code/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(useSessionStore.getState().customerLoginId).toBeNull();
  });
});
