import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRY_WARNING_MS } from '../store/session-timing';
import { storeToken, useSessionStore } from '../store/session-store';
import { installDialogPolyfill, announced, heard, listen, readOut, stopListening } from '@portal/ui-kit/testing';
import { renderWithPortal, sessionTestRoutes, signInForTest } from '@portal/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';

// What a screen-reader user hears when the session is about to expire (WCAG 2.2.1: at least 20 seconds' warning,
// extended with one action, the extension announced politely).
setupSandboxServer();
installDialogPolyfill();
afterEach(stopListening);

const clock = (iso: string) => new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

describe('session timeout warning, as a screen reader says it', () => {
  it('warns well before the end (at least 20 s), names the dialog and says when it ends; one action extends it, said politely', async () => {
    expect(EXPIRY_WARNING_MS).toBeGreaterThanOrEqual(20_000);
    const session = await signInForTest();
    const endsAt = new Date(Date.now() + 90_000).toISOString();
    storeToken(session.token ?? '', endsAt);
    const user = userEvent.setup();
    renderWithPortal(null, { route: '/', routes: sessionTestRoutes });
    await listen();
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
    await waitFor(async () => expect(await heard()).toContain('button, Close'));
    const phrases = await readOut(dialog);
    expect(phrases[0]).toBe('dialog, Your session is about to expire');
    expect(phrases).toEqual(
      expect.arrayContaining([
        'heading, Your session is about to expire, level 2',
        'For your security you will be logged out soon. Do you want to stay signed in?',
        `Your session ends at ${clock(endsAt)}.`,
        'button, Log out',
        'button, Stay signed in',
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const extended = useSessionStore.getState().expiresAt ?? '';
    await waitFor(async () =>
      expect(await announced('polite')).toContain(`Your session has been extended. It now ends at ${clock(extended)}.`),
    );
    expect(await announced('assertive')).toEqual([]);
    // A later refresh (the keep-alive's) moves the expiry again without a word.
    act(() => storeToken(useSessionStore.getState().token ?? '', new Date(Date.now() + 30 * 60_000).toISOString()));
    await waitFor(() => expect(screen.queryByText(/Your session has been extended/)).not.toBeInTheDocument());
    expect((await announced('polite')).filter((phrase) => phrase.startsWith('Your session has been extended'))).toHaveLength(1);
  }, 30_000);
});
