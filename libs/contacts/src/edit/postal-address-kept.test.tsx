import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import type { PersonaId } from '@portal/sandbox-api';
import { renderContacts } from '../testing/render-contacts';
import type { Region } from '../testing/region-configs';
import { ContactsUpdatePage } from './contacts-update-page';

const sandbox = setupSandboxServer();
afterEach(() => vi.restoreAllMocks());

/** Section 7's getcustomerdetail answer to the letter: no CustomPostaladdress (section 3 names it; section 7 does not). */
const answerLiterally = (detail: Record<string, unknown>) =>
  sandbox.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      route: '/api/v1/Customer/getcustomerdetail',
      mode: 'answer',
      contentType: 'application/json',
      body: JSON.stringify({ FirstName: 'PAT', LastName: 'LEE', HomePhone: null, Email: null, Policies: [], ...detail }),
    }),
  });

const customers: Array<[Region, PersonaId, Record<string, unknown>, string]> = [
  [
    'AU',
    'au-family',
    {
      ClientId: 700001,
      CountryId: 13,
      MobilePhone: '0412345671',
      ResidentialAddress: { AddressLine: '12 Banksia Street', Suburb: 'Karrawong', State: 'NSW', PostCode: '2155', City: null },
      PostalAddress: { AddressLine: 'PO Box 418', Suburb: 'Karrawong', State: 'NSW', PostCode: '2155', City: null, CountryId: 13 },
    },
    '0412345999',
  ],
  [
    'NZ',
    'nz-overdue',
    {
      ClientId: 700009,
      CountryId: 154,
      MobilePhone: '0225550105',
      ResidentialAddress: {
        AddressLine: '17 Totara Street',
        Suburb: 'Riccarton',
        State: 'Canterbury',
        PostCode: '8011',
        City: 'Christchurch',
      },
      PostalAddress: {
        AddressLine: 'PO Box 2207',
        Suburb: 'Riccarton',
        State: 'Canterbury',
        PostCode: '8140',
        City: 'Christchurch',
        CountryId: 154,
      },
    },
    '0225550999',
  ],
  [
    'CA',
    'ca-multi',
    {
      ClientId: 700010,
      CountryId: 39,
      MobilePhone: '4165550106',
      ResidentialAddress: { AddressLine: '48 Larch Drive', Suburb: 'Toronto', State: 'ON', PostCode: 'M5V 2T6', City: null },
      PostalAddress: { AddressLine: 'PO Box 7120', Suburb: 'Toronto', State: 'ON', PostCode: 'M5W 1X9', City: null, CountryId: 39 },
    },
    '4165550999',
  ],
];

const open = async (region: Region) => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  renderContacts(<ContactsUpdatePage />, { route: '/contacts/update', region });
  await screen.findByRole('form', { name: 'Edit contact details' });
  const sentBody = () => {
    const call = fetchSpy.mock.calls.find(([url]) => String(url).includes('updatecustomercontactdetail'));
    return call ? (JSON.parse(String(call[1]?.body)) as { ContactDetails: Record<string, unknown> }) : undefined;
  };
  return { user: userEvent.setup(), sentBody };
};

describe('the postal address, kept across a save (section 5: same as residential only when the parts match)', () => {
  it.each(customers)('in %s, a customer who changes only the mobile keeps their own postal address', async (region, id, detail, mobile) => {
    await signInForTest(id);
    await answerLiterally(detail);
    const { user, sentBody } = await open(region);
    expect(screen.getByRole('checkbox', { name: 'Postal address same as residential' })).not.toBeChecked();
    const postal = detail.PostalAddress as { AddressLine: string; CountryId: number };
    expect(within(screen.getByRole('group', { name: 'Postal address' })).getByText(new RegExp(postal.AddressLine))).toBeVisible();
    const mobileField = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.clear(mobileField);
    await user.type(mobileField, mobile);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(sentBody()?.ContactDetails).toMatchObject({
      MobilePhone: mobile,
      PostalAddress: { AddressLine: postal.AddressLine, CountryId: postal.CountryId },
      CustomPostaladdress: true,
    });
  });

  it('shows and saves a postal country whose id is not on the country list as it is, never as the list first', async () => {
    await signInForTest('au-family');
    const [, , detail] = customers[0]!;
    const abroad = { AddressLine: '5 Rue Verte', Suburb: 'Paris', State: null, PostCode: '75001', City: null, CountryId: 251 };
    await answerLiterally({ ...detail, PostalAddress: abroad });
    const { user, sentBody } = await open('AU');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Your country on file');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(sentBody()?.ContactDetails).toMatchObject({
      PostalAddress: { AddressLine: '5 Rue Verte', CountryId: 251 },
      CustomPostaladdress: true,
    });
  });
});
