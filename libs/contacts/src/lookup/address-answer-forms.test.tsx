import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/core-api';
import type { FaultRequest } from '@portal/sandbox-api/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { ContactsUpdatePage } from '../edit/contacts-update-page';
import { renderContacts } from '../testing/render-contacts';

/**
 * Section 7 says "list of addresses" and "formatted address" without a shape: we read one-line strings and section
 * 3's parsed address (AddressMatches, FormattedAddress). Another casing of the parsed address still fills the form;
 * anything else leaves the customer's address as it was and the search offers manual entry.
 */
const sandbox = setupSandboxServer();
const searchRoute = apiPaths.searchAddress;
const formatRoute = apiPaths.formatAddress;
const lookupFailed = 'We could not search for addresses just now. Please enter your address manually.';
const residential = () => within(screen.getByRole('group', { name: 'Residential address' }));

async function openForm() {
  await signInForTest('au-family');
  const user = userEvent.setup();
  renderContacts(<ContactsUpdatePage />, { route: '/contacts/update' });
  await screen.findByRole('form', { name: 'Edit contact details' });
  return user;
}

const json = (body: unknown) => ({ mode: 'answer', body: JSON.stringify(body), contentType: 'application/json' }) as const;

const OTHER_LISTS: Array<[string, FaultRequest]> = [
  ['a list of address objects', { route: searchRoute, ...json([{ FullAddress: '85 Banksia Close, Karrawong NSW 2155' }]) }],
  ['the list wrapped in an object', { route: searchRoute, mode: 'reshape', reshape: { wrap: 'Addresses' } }],
  ['an empty 204', { route: searchRoute, mode: 'answer', status: 204 }],
  ['plain text lines', { route: searchRoute, mode: 'answer', body: '85 Banksia Close\n87 Banksia Close', contentType: 'text/plain' }],
];

describe('address search answered other than one-line strings', () => {
  it.each(OTHER_LISTS)('on %s says so, offers manual entry and keeps the address', async (_form, fault) => {
    const user = await openForm();
    await sandbox.fault(fault);
    await user.type(screen.getByRole('combobox', { name: 'Search for your address' }), '85 Banksia');
    expect(await residential().findByText(lookupFailed)).toHaveAttribute('role', 'status');
    expect(residential().queryAllByRole('option')).toHaveLength(0);
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Banksia Street'));
  });
});

/** Resolves once the sandbox has answered the format call (the page then has that answer in hand). */
const formatAnswered = () =>
  new Promise<void>((resolve) => {
    const onEnd = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.endsWith(formatRoute)) return;
      sandbox.server.events.removeListener('response:mocked', onEnd);
      resolve();
    };
    sandbox.server.events.on('response:mocked', onEnd);
  });

async function chooseAddress(fault: FaultRequest) {
  const user = await openForm();
  const answered = formatAnswered();
  await sandbox.fault({ ...fault, times: 1 });
  await user.type(screen.getByRole('combobox', { name: 'Search for your address' }), '85 Banksia');
  await user.click(await screen.findByRole('option', { name: 'Unit 4, 85 Banksia Close, Karrawong NSW 2155' }));
  await answered;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return user;
}

describe('address format answered in another form than section 3 fields in camelCase', () => {
  it.each([
    ['PascalCase', 'pascal'],
    ['upper case', 'upper'],
  ] as const)('reads its fields in %s and fills the form', async (_form, recase) => {
    await chooseAddress({ route: formatRoute, mode: 'reshape', reshape: { recase } });
    expect(await screen.findByText('Address: U 4/85 Banksia Close, Karrawong, NSW, 2155')).toBeInTheDocument();
  });

  it.each<[string, FaultRequest]>([
    ['fields of other names', { route: formatRoute, ...json({ Line1: '85 Banksia Close', Town: 'Karrawong', Zip: '2155' }) }],
    ['every part null', { route: formatRoute, ...json({ streetName: null, suburb: null, postcode: null, state: null }) }],
    ['an empty 204', { route: formatRoute, mode: 'answer', status: 204 }],
    ['a one-line string', { route: formatRoute, ...json('Unit 4, 85 Banksia Close, Karrawong NSW 2155') }],
  ])('on %s keeps the address the customer had (never blanks it)', async (_form, fault) => {
    const user = await chooseAddress(fault);
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Banksia Street');
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toHaveValue('Karrawong');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2155');
  });
});
