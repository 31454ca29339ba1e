import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import type { FaultRequest } from '@portal/sandbox-api/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderContacts } from '../testing/render-contacts';
import { ContactsUpdatePage } from './contacts-update-page';

/**
 * Section 7 does not show updatecustomercontactdetail's answer, nor an error body. Any 2xx is a saved change; any
 * refusal, in any body, is section 8's contact failure with every typed value kept.
 */
const sandbox = setupSandboxServer();
const route = apiPaths.updateCustomerContactDetail;
const failure = 'We were unable to update your contact details. Please try again or call us on 1300 000 000.';

async function editAndSave(fault: FaultRequest) {
  await signInForTest('au-family');
  const user = userEvent.setup();
  renderContacts(<ContactsUpdatePage />, { route: '/contacts/update' });
  await screen.findByRole('form', { name: 'Edit contact details' });
  const residential = within(screen.getByRole('group', { name: 'Residential address' }));
  await user.click(residential.getByRole('button', { name: 'Enter address manually' }));
  await user.clear(screen.getByRole('textbox', { name: 'Address' }));
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '9 Wattle Lane');
  await sandbox.fault({ ...fault, times: 1 });
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

const SAVED: Array<[string, FaultRequest]> = [
  ['an empty 204', { route, mode: 'answer', status: 204 }],
  ['a 202 in plain text', { route, mode: 'answer', status: 202, body: 'Queued', contentType: 'text/plain' }],
  ['an empty 200', { route, mode: 'answer' }],
  ['JSON of another shape', { route, mode: 'answer', body: '{"IsSuccess":true,"Errors":[]}', contentType: 'application/json' }],
];

describe('contact update: any 2xx is saved, whatever its body', () => {
  it.each(SAVED)('on %s is saved: /contacts?success=1, no failure shown', async (_form, fault) => {
    await editAndSave(fault);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(screen.queryByText(failure)).not.toBeInTheDocument();
  });
});

const REFUSED: Array<[string, FaultRequest]> = [
  ['a 500 in plain text', { route, mode: 'answer', status: 500, body: 'Server Error', contentType: 'text/plain' }],
  [
    'a 400 with an error body of other names',
    { route, mode: 'answer', status: 400, body: '{"errors":{"Email":["bad"]}}', contentType: 'application/json' },
  ],
  ['a 500 HTML page', { route, mode: 'answer', status: 500, body: '<html><h1>Error</h1></html>', contentType: 'text/html' }],
];

describe('contact update: a refusal in an error body we did not assume', () => {
  it.each(REFUSED)("on %s shows section 8's message and keeps what was typed", async (_form, fault) => {
    await editAndSave(fault);
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts/update');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('9 Wattle Lane');
  });
});
