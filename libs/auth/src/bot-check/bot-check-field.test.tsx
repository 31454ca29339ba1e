import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authTestRoutes } from '../testing/auth-test-routes';
import { botCheckConfig, loadBotCheckScript, robotBox } from '../testing/login-fixtures';
import { isBotCheckRequired, shouldSkipBotCheck } from './should-skip-bot-check';
import { renderWithPortal } from '@portal/testing';
import { loadVendorStandIns, setupSandboxServer } from '@portal/sandbox-api/testing';

const sandbox = setupSandboxServer();
loadVendorStandIns();

// jsdom does not run <script> elements: run the sandbox's reCAPTCHA stand-in, as the browser would.
beforeEach(loadBotCheckScript);
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)['grecaptcha'];
  vi.restoreAllMocks();
});

async function renderWithBotCheck(siteKey?: string, route = '/login') {
  const user = userEvent.setup();
  renderWithPortal(null, { route, routes: authTestRoutes, brandConfig: botCheckConfig(siteKey) });
  await user.type(screen.getByLabelText('Mobile number'), '0412345671');
  await user.type(screen.getByLabelText('Day'), '12');
  await user.type(screen.getByLabelText('Month'), '04');
  await user.type(screen.getByLabelText('Year'), '1980');
  return user;
}

describe('bot check', () => {
  it('is required once the date of birth shows', async () => {
    const user = await renderWithBotCheck();
    expect(screen.getByRole('group', { name: 'Security check' })).toBeInTheDocument();
    await robotBox();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('link', { name: 'Please verify that you are not a robot' })).toHaveAttribute('href', '#login-bot-check');
  });

  it('lets the customer in once the widget token is verified', async () => {
    const user = await renderWithBotCheck();
    await user.click(await robotBox());
    expect(await screen.findByText('Security check complete.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeInTheDocument();
  });

  it('waits for a verification still in flight when Log In is pressed at once', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: '/bot-check/api', latencyMs: 300, times: 1 }),
    });
    const user = await renderWithBotCheck();
    await user.click(await robotBox());
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.queryByText('Please verify that you are not a robot')).not.toBeInTheDocument();
  });

  it('counts a verification with success false as failed: the message shows and the widget resets', async () => {
    const user = await renderWithBotCheck('sandbox-fail');
    await user.click(await robotBox());
    expect(await screen.findByText('Please verify that you are not a robot', { selector: 'p' })).toBeInTheDocument();
    const box = await robotBox();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('treats a failed verification call as a pass (score 1) but says so', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ route: '/bot-check/api', mode: 'drop', times: 1 }),
    });
    const user = await renderWithBotCheck();
    await user.click(await robotBox());
    expect(await screen.findByText('We could not complete the security check. You can still continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeInTheDocument();
  });

  it('resets the widget after a failed login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await renderWithBotCheck();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '0499999999');
    await user.click(await robotBox());
    await screen.findByText('Security check complete.');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your details');
    const box = await robotBox();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('is skipped outside production when the URL has isAutomated=1 (section 5, literally)', async () => {
    await renderWithBotCheck(undefined, '/login?isAutomated=1');
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
    expect(shouldSkipBotCheck('?isAutomated=1', false)).toBe(true);
    expect(shouldSkipBotCheck('?isAutomated=1', true)).toBe(false);
    expect(shouldSkipBotCheck('', false)).toBe(false);
    expect(isBotCheckRequired(false, '', true)).toBe(false);
  });
});
