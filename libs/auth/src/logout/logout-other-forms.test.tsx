import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import type { FaultRequest } from '@portal/sandbox-api/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal, signInForTest, useSessionStore } from '@portal/testing';
import { authTestRoutes } from '../testing/auth-test-routes';

/**
 * Section 7 shows no logout answer ("JSON answer if ok; no error raised if not ok"). Whatever the server answers, in
 * any 2xx body or any refusal in any body, the customer is logged out here: every store cleared, the login page shown.
 */
const sandbox = setupSandboxServer();

const route = apiPaths.logout;
const FORMS: Array<[string, FaultRequest]> = [
  ['an empty 204', { route, mode: 'answer', status: 204 }],
  ['a 200 in plain text', { route, mode: 'answer', body: 'Logged out', contentType: 'text/plain' }],
  ['JSON of another shape', { route, mode: 'reshape', reshape: { recase: 'upper', wrap: 'result' } }],
  ['a 500 in plain text', { route, mode: 'answer', status: 500, body: 'Internal error', contentType: 'text/plain' }],
  ['a 404 HTML page', { route, mode: 'answer', status: 404, body: '<h1>Not found</h1>', contentType: 'text/html' }],
];

describe('/logout answered in a form section 7 does not show', () => {
  it.each(FORMS)('on %s ends the session here and shows the login page', async (_form, fault) => {
    await signInForTest();
    await sandbox.fault({ ...fault, times: 1 });
    renderWithPortal(null, { route: '/logout', routes: authTestRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null, endReason: 'logout' });
    // The call was made and met the fault (a fault for one call is gone once it is used).
    expect(await (await sandbox.app.request('/__sandbox/faults')).json()).toEqual([]);
  });
});
