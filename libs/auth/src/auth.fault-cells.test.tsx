import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { testRegionalConfig } from '@portal/config/testing';
import { loadVendorStandIns } from '@portal/sandbox-api/testing';
import { renderWithPortal, signInForTest, useSessionStore, type RenderWithPortalResult } from '@portal/testing';
import {
  describeCells,
  expectAlert,
  expectUnavailablePage,
  setupFaultCells,
  type CallId,
  type Fault,
  type Outcome,
} from '@portal/testing/fault-cells';
import { raisedBy } from '@portal/testing/fault-matrix';
import { authTestRoutes } from './testing/auth-test-routes';
import { botCheckConfig, loadBotCheckScript, robotBox } from './testing/login-fixtures';

// The fault matrix on the signed-out screens (docs/fault-matrix.md): the login form (customerlogin, the bot check),
// the code screen (validateotp, resendotp) and the logout page. Each cell renders the portal's auth routes, does what
// makes the call with the fault injected into the sandbox, and checks what the customer sees.
// The resend cell passes the page's 30 s wait on a fake clock the sandbox does not read (and a time-out cell fakes
// timers afresh): the sandbox takes a resend at once, so without the fault that cell's resend succeeds.
const { sandbox, cells } = setupFaultCells({ resendWaitMs: 0 });
loadVendorStandIns();
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)['grecaptcha'];
});

const user = () => userEvent.setup({ delay: null });
const mobile = '0412345671';
/** Types by pasting: one input event a field (the keystroke behaviour has its own tests). */
const paste = async (box: HTMLElement, text: string) => {
  await user().click(box);
  await user().paste(text);
};
const fillCredentials = async () => {
  await paste(await screen.findByLabelText('Mobile number'), mobile);
  await paste(screen.getByLabelText('Day'), '12');
  await paste(screen.getByLabelText('Month'), '04');
  await paste(screen.getByLabelText('Year'), '1980');
};
const logIn = () => user().click(screen.getByRole('button', { name: 'Log In' }));
const codeScreen = () => screen.findByRole('group', { name: /One-time code/ }, { timeout: 3000 });
const loginId = () => useSessionStore.getState().customerLoginId ?? '';

type Screen = {
  /** Renders and goes as far as the call (`inject` puts the fault in at the right moment). */
  run: (inject: () => Promise<void>) => Promise<RenderWithPortalResult>;
};

const screens: Partial<Record<CallId, Screen>> = {
  customerLogin: {
    run: async (inject) => {
      const view = renderWithPortal(null, { route: '/login', routes: authTestRoutes });
      await fillCredentials();
      await inject();
      await logIn();
      return view;
    },
  },
  validateOtp: {
    run: async (inject) => {
      const view = renderWithPortal(null, { route: '/login', routes: authTestRoutes });
      await fillCredentials();
      await logIn();
      await codeScreen();
      // The right code: without the fault it signs in.
      const code = await sandbox.codeFor(loginId());
      await inject();
      await user().keyboard(code);
      await user().click(screen.getByRole('button', { name: 'Continue' }));
      return view;
    },
  },
  resendOtp: {
    run: async (inject) => {
      // The resend is offered after a 30 s countdown (Date and setInterval), passed here at once.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
      const view = renderWithPortal(null, { route: '/login', routes: authTestRoutes });
      await fillCredentials();
      await logIn();
      await codeScreen();
      act(() => vi.advanceTimersByTime(30_000));
      const resend = screen.getByRole('button', { name: 'Resend' });
      await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'));
      await inject();
      await user().click(resend);
      return view;
    },
  },
  verifyBotCheck: {
    run: async (inject) => {
      // jsdom runs no <script>: the sandbox's reCAPTCHA stand-in is run as the browser would.
      await loadBotCheckScript();
      const view = renderWithPortal(null, { route: '/login', routes: authTestRoutes, brandConfig: botCheckConfig() });
      await fillCredentials();
      const robot = await robotBox();
      await inject();
      await user().click(robot);
      return view;
    },
  },
  logout: {
    run: async (inject) => {
      await signInForTest('au-family');
      await inject();
      return renderWithPortal(null, { route: '/logout', routes: authTestRoutes });
    },
  },
};

const loginFailed = 'We could not verify your details. Call 1300 000 000.';

/** What the customer sees for each screen outcome. */
const seen: Partial<Record<Outcome, (call: CallId, fault: Fault) => Promise<void>>> = {
  'login-failed': async (call, fault) => {
    await expectAlert(loginFailed);
    // What was typed stays: the number on the login form, or the code screen still up to try again.
    if (call === 'customerLogin') expect(screen.getByLabelText('Mobile number')).toHaveValue(mobile);
    else expect(screen.getByRole('group', { name: /One-time code/ })).toBeInTheDocument();
    // A code the server refused is cleared (section 4), the first box focused; one that got no answer stays.
    if (call !== 'validateOtp') return;
    const boxes = screen.getAllByLabelText(/^Digit \d of 6$/) as HTMLInputElement[];
    if (fault === 'timeout') return expect(boxes.every((box) => box.value !== '')).toBe(true);
    expect(boxes.map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(boxes[0]).toHaveFocus();
  },
  locked: async () => {
    await expectAlert('Your account is locked. Call 1300 000 000.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Return to Log In']);
  },
  'otp-invalid': async () => {
    await expectAlert(testRegionalConfig.regionalisation.invalidOTPMessage);
    expect(screen.getAllByLabelText(/^Digit \d of 6$/).map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
  },
  'otp-expired': async () => {
    await expectAlert('OTP expired. Please try again.');
    // Back at an empty login form.
    expect(screen.queryByRole('group', { name: /One-time code/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
  },
  'assumed-pass': async (call, fault) => {
    // Passed with score 1 (section 7); a call that failed outright also says so (section 8).
    const failed = raisedBy(call, fault) !== 'resolves';
    await screen.findByText(failed ? 'We could not complete the security check. You can still continue.' : 'Security check complete.');
    // Log In goes on to the code screen with no complaint about the check.
    await logIn();
    await codeScreen();
    expect(screen.queryByText('Please verify that you are not a robot')).not.toBeInTheDocument();
    // A check that passed looks the same as one that failed into a pass: the verify call was made and met the fault.
    await cells.metFault(call, fault);
  },
  'saved-anyway': async (call, fault) => {
    expect(await screen.findByText('We have sent you a new code.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await cells.metFault(call, fault);
  },
  'logged-out': async (call, fault) => {
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null, endReason: 'logout' });
    // Logged out whatever the server said, and no reason given (the customer asked): the logout call met the fault.
    expect(screen.queryByText(/Your session has (expired|ended)/)).not.toBeInTheDocument();
    await cells.metFault(call, fault);
  },
};

describeCells('auth', async (call, { fault, outcome }) => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // failed logins are logged
  const view = await screens[call]!.run(() => cells.inject(call, fault));
  await cells.passTimeOut(call, fault);
  if (outcome === 'unavailable-page') return expectUnavailablePage(view);
  const check = seen[outcome];
  if (!check) throw new Error(`No screen check for ${outcome}`);
  await check(call, fault);
  expect(view.leaveTo).not.toHaveBeenCalled();
});
