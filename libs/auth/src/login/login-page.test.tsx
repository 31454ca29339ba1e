import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRegionalConfig } from '@portal/config/testing';
import { authTestRoutes } from '../testing/auth-test-routes';
import { caConfig, dobParts, nzConfig } from '../testing/login-fixtures';
import { clearSession } from '@portal/testing';
import { renderWithPortal, type RenderWithPortalOptions } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';

const sandbox = setupSandboxServer();
afterEach(() => vi.restoreAllMocks());

const renderLogin = (options: RenderWithPortalOptions = {}) => {
  const user = userEvent.setup();
  const view = renderWithPortal(null, { route: '/login', routes: authTestRoutes, ...options });
  return { user, ...view };
};

async function fillDob(user: UserEvent, date: string) {
  for (const [label, value] of Object.entries(dobParts(date))) await user.type(screen.getByLabelText(label), value);
}

const submit = (name: string) => screen.getByRole('button', { name });

describe('login screen: channel choice', () => {
  it('offers SMS or Email, with a New! pill beside Email shown once (country 13)', async () => {
    const { unmount } = renderLogin();
    const group = screen.getByRole('group', { name: 'How would you like to log in?' });
    expect(within(group).getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(within(group).getByText('New!')).toBeInTheDocument();
    unmount();
    renderLogin();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByText('New!')).not.toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual(['portal:email-login-badge-seen']);
  });

  it('has no choice (mobile only) when e-mail login is off', () => {
    renderLogin({ brandConfig: nzConfig() });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('shows no New! pill outside Australia', () => {
    renderLogin({ brandConfig: nzConfig({ emailAuthFeature: true }) });
    expect(screen.getByRole('radio', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByText('New!')).not.toBeInTheDocument();
  });
});

describe('login screen: mobile number', () => {
  it('is a telephone field with the configured length and pattern; only digits are taken as typed or pasted', async () => {
    const { user } = renderLogin();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'tel');
    expect(mobile).toHaveAttribute('maxlength', '10');
    expect(mobile).toHaveAttribute('pattern', testRegionalConfig.patterns.mobile);
    await user.type(mobile, '04-12- ab+');
    expect(mobile).toHaveValue('0412');
    await user.type(mobile, '{ArrowLeft}{Backspace}3');
    expect(mobile).toHaveValue('0432');
    await user.clear(mobile);
    await user.paste('0412-345 671');
    expect(mobile).toHaveValue('0412345671');
  });

  it('shows the date of birth once the number is valid (from 10 characters), and the button becomes Log In', async () => {
    const { user } = renderLogin();
    expect(submit('Continue')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '041234567');
    expect(screen.queryByRole('group', { name: 'Date of birth' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '1');
    const dob = screen.getByRole('group', { name: 'Date of birth' });
    expect(
      within(dob)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('autocomplete')),
    ).toEqual(['bday-day', 'bday-month', 'bday-year']);
    expect(submit('Log In')).toBeInTheDocument();
  });

  it('shows the date of birth of a shorter valid number on Continue, and moves focus to it', async () => {
    const { user } = renderLogin({ brandConfig: nzConfig() });
    await user.type(screen.getByLabelText('Mobile number'), '021555010');
    expect(screen.queryByRole('group', { name: 'Date of birth' })).not.toBeInTheDocument();
    await user.click(submit('Continue'));
    expect(await screen.findByLabelText('Day')).toHaveFocus();
  });

  it('asks for a number, then for a valid one with the configured message, in an error summary that takes focus', async () => {
    const { user } = renderLogin();
    await user.click(submit('Continue'));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter your mobile number' })).toHaveAttribute('href', '#login-mobile');
    await user.type(screen.getByLabelText('Mobile number'), '0512345678');
    await user.click(submit('Continue'));
    expect(
      await within(screen.getByRole('alert', { name: 'There is a problem' })).findByText(
        testRegionalConfig.regionalisation.mobileInvalidMessage,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      `Error: ${testRegionalConfig.regionalisation.mobileInvalidMessage}`,
    );
  });
});

describe('login screen: e-mail and date of birth', () => {
  it('takes an e-mail address with the configured pattern and message', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('radio', { name: /Email/ }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('pattern', testRegionalConfig.patterns.email);
    await user.type(email, 'someone@nowhere');
    await user.click(submit('Continue'));
    expect(await screen.findByRole('link', { name: testRegionalConfig.regionalisation.emailInvalidMessage })).toBeInTheDocument();
  });

  it('orders the boxes as configured (year first)', async () => {
    const { user } = renderLogin({ brandConfig: caConfig() });
    await user.type(screen.getByLabelText('Mobile number'), '4165550106');
    const boxes = within(screen.getByRole('group', { name: 'Date of birth' })).getAllByRole('textbox');
    expect(boxes.map((box) => box.id)).toEqual(['login-dob-yyyy', 'login-dob-mm', 'login-dob-dd']);
  });

  it('pads a single-digit day on blur and rejects an impossible date: the configured message first, what is wrong, the example', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    await fillDob(user, '5/02/1980');
    expect(screen.getByLabelText('Day')).toHaveValue('05');
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '30');
    await user.click(submit('Log In'));
    const { invalidMessage, example } = testRegionalConfig.regionalisation.dateOfBirth;
    expect(await screen.findByRole('link', { name: `${invalidMessage} Date of birth must be a real date. ${example}` })).toHaveAttribute(
      'href',
      '#login-dob-dd',
    );
  });

  it('says which part is missing, and takes the summary’s focus again on every failed submit', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    await user.type(screen.getByLabelText('Day'), '12');
    await user.type(screen.getByLabelText('Month'), '04');
    await user.click(submit('Log In'));
    const { invalidMessage, example } = testRegionalConfig.regionalisation.dateOfBirth;
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link')).toHaveTextContent(`${invalidMessage} Date of birth must include a year. ${example}`);
    await user.click(screen.getByLabelText('Year'));
    expect(summary).not.toHaveFocus();
    await user.click(submit('Log In'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });
});

describe('login screen: sending the credentials', () => {
  it('moves on to the code screen, showing the masked number', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    await fillDob(user, '12/04/1980');
    await user.click(submit('Log In'));
    expect(await screen.findByText('We have sent a 6-digit code to 04** *** 671.')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
  });

  it('logs in by e-mail, showing the masked address', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('radio', { name: /Email/ }));
    await user.type(screen.getByLabelText('Email address'), 'mary-jane.oneil@example.com');
    await fillDob(user, '12/04/1980');
    await user.click(submit('Log In'));
    expect(await screen.findByText('We have sent a 6-digit code to m***@example.com.')).toBeInTheDocument();
  });

  it('shows "Validating your credentials..." while the call is in flight', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: '/api/v1/Account/customerlogin', latencyMs: 200, times: 1 }),
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    await fillDob(user, '12/04/1980');
    await user.click(submit('Log In'));
    expect(screen.getByRole('button', { name: 'Validating your credentials...' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/We have sent a 6-digit code/)).toBeInTheDocument();
  });

  it('announces the configured failure message (sanitised html with the phone) and logs without personal data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0499999999');
    await fillDob(user, '12/04/1980');
    await user.click(submit('Log In'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not verify your details. Call 1300 000 000.');
    await waitFor(() => expect(alert.querySelector('p')).not.toBeNull());
    expect(warn).toHaveBeenCalledWith('Login credentials verification failed.');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('0499999999');
  });

  it('uses the New Zealand wording with the brand phone for New Zealand brands', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderLogin({ brandConfig: nzConfig() });
    await user.type(screen.getByLabelText('Mobile number'), '0215550199');
    await fillDob(user, '14/03/1988');
    await user.click(submit('Log In'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The details you have entered do not match any of our records. Please check the details and try again. Alternatively, you can call us on 0800 000 000.',
    );
  });

  it('keeps the New Zealand wording (with the phone) when the server sends its own message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http, HttpResponse } = await import('msw');
    sandbox.server.use(
      http.post('*/api/v1/Account/customerlogin', () =>
        HttpResponse.json({ Message: 'x', CustomMessage: 'Our systems are busy.' }, { status: 500 }),
      ),
    );
    const { user } = renderLogin({ brandConfig: nzConfig() });
    await user.type(screen.getByLabelText('Mobile number'), '0215550199');
    await fillDob(user, '14/03/1988');
    await user.click(submit('Log In'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/do not match any of our records.*call us on 0800 000 000\.$/);
    expect(alert).not.toHaveTextContent('Our systems are busy.');
  });

  it("shows the server's own message when it sends one", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http, HttpResponse } = await import('msw');
    sandbox.server.use(
      http.post('*/api/v1/Account/customerlogin', () =>
        HttpResponse.json({ Message: 'x', CustomMessage: 'Our systems are busy.' }, { status: 500 }),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    await fillDob(user, '12/04/1980');
    await user.click(submit('Log In'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Our systems are busy.');
  });

  it('shows a locked account with only "Return to Log In"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0467890126');
    await fillDob(user, '20/01/1985');
    await user.click(submit('Log In'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked. Call 1300 000 000.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Return to Log In']);
    await user.click(submit('Return to Log In'));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account Login' })).toHaveFocus();
  });

  it('sends a 503 to the static unavailable page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: '/api/v1/Account/customerlogin', status: 503, times: 1 }),
    });
    const { user, leaveTo } = renderLogin();
    await user.type(screen.getByLabelText('Mobile number'), '0412345671');
    await fillDob(user, '12/04/1980');
    await user.click(submit('Log In'));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/503.html'));
  });

  it('says the session expired after a timeout (the specification’s wording)', () => {
    clearSession('timeout');
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired.  Please login again to continue.', {
      normalizeWhitespace: false,
    });
  });
});
