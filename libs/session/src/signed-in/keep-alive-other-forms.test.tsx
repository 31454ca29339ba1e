import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { testRegionalConfig } from '@portal/config/testing';
import type { FaultRequest } from '@portal/sandbox-api/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { installDialogPolyfill } from '@portal/ui-kit/testing';
import { storeToken, useSessionStore } from '../store/session-store';
import { renderWithPortal, sessionTestRoutes, signInForTest } from '@portal/testing';

/**
 * The keep-alive is ours (section 7 shows neither call nor answer): by default refreshtoken answering validateotp's
 * { SecurityToken, ExpiresAt }. Any other answer must extend nothing and lose nothing: the token and its expiry stay,
 * the customer is told the session could not be extended and still ends when it did.
 */
const sandbox = setupSandboxServer();
installDialogPolyfill();

const route = apiPaths.refreshToken;
const FORMS: Array<[string, FaultRequest]> = [
  ['its fields in camelCase', { route, mode: 'reshape', reshape: { recase: 'camel' } }],
  ['ExpiresAt absent', { route, mode: 'reshape', reshape: { drop: ['ExpiresAt'] } }],
  ['SecurityToken null', { route, mode: 'reshape', reshape: { nullify: ['SecurityToken'] } }],
  ['a wrapped answer', { route, mode: 'reshape', reshape: { wrap: 'Result' } }],
  ['an empty 204', { route, mode: 'answer', status: 204 }],
  ['plain text "OK"', { route, mode: 'answer', body: 'OK', contentType: 'text/plain' }],
  ['a 405 for a method the server does not take', { route, mode: 'answer', status: 405, body: 'Method Not Allowed' }],
];

describe('keep-alive answered in a form we did not assume', () => {
  it.each(FORMS)('on %s keeps the token and its expiry and says it could not extend the session', async (_form, fault) => {
    const session = await signInForTest();
    const endsAt = new Date(Date.now() + 90_000).toISOString();
    storeToken(session.token ?? '', endsAt);
    const user = userEvent.setup();
    renderWithPortal(null, { route: '/', routes: sessionTestRoutes, brandConfig: { regional: testRegionalConfig } });
    await screen.findByRole('heading', { name: 'Welcome Mary-Jane' });
    await sandbox.fault({ ...fault, times: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not extend your session. It still ends at');
    expect(useSessionStore.getState()).toMatchObject({ token: session.token, expiresAt: endsAt, endReason: null });
    expect(screen.getByRole('heading', { name: 'Welcome Mary-Jane' })).toBeInTheDocument();
  });
});
