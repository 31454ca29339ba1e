import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTestRoutes } from '../testing/auth-test-routes';
import { renderWithPortal } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { announced, readOut, stopListening } from '@portal/ui-kit/testing';

// What a screen-reader user hears on the code screen: the six boxes, and the resend countdown (twice, not every second).
let sandboxTime = Date.now();
setupSandboxServer({ now: () => sandboxTime });
afterEach(async () => {
  await stopListening();
  vi.useRealTimers();
  sandboxTime = Date.now();
});

async function reachCodeScreen() {
  const user = userEvent.setup();
  renderWithPortal(null, { route: '/login', routes: authTestRoutes });
  await user.type(await screen.findByLabelText('Mobile number'), '0412345671');
  await user.type(screen.getByLabelText('Day'), '12');
  await user.type(screen.getByLabelText('Month'), '04');
  await user.type(screen.getByLabelText('Year'), '1980');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('group', { name: /One-time code/ });
  return user;
}

describe('code screen, as a screen reader says it', () => {
  it('reads the group with where the code went, then six numbered boxes', async () => {
    await reachCodeScreen();
    const phrases = await readOut(screen.getByRole('group', { name: 'One-time code' }));
    expect(phrases[0]).toBe('group, One-time code, We have sent a 6-digit code to 04** *** 671.');
    expect(phrases.filter((phrase) => phrase.startsWith('textbox, '))).toEqual(
      [1, 2, 3, 4, 5, 6].map((digit) => `textbox, Digit ${digit} of 6`),
    );
  }, 30_000);

  it('announces the resend wait when it starts and when it ends, and nothing in between', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: false });
    const user = await reachCodeScreen();
    const waiting = await readOut(screen.getByRole('button', { name: 'Resend' }));
    expect(waiting[0]).toBe('button, Resend, You can ask for a new code in 30 seconds, disabled');
    for (let second = 1; second <= 30; second++) {
      act(() => vi.advanceTimersByTime(1000));
      await act(async () => undefined);
    }
    sandboxTime = Date.now();
    expect(await announced('polite')).toEqual(['You can now ask for a new code.']);
    const resend = screen.getByRole('button', { name: 'Resend' });
    await user.click(resend);
    await waitFor(async () =>
      expect(await announced('polite')).toEqual([
        'You can now ask for a new code.',
        'We have sent you a new code. You can ask for a new code in 30 seconds',
      ]),
    );
  }, 30_000);
});
