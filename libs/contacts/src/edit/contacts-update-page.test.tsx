import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderContacts, type RenderContactsOptions } from '../testing/render-contacts';
import { ContactsUpdatePage } from './contacts-update-page';

const sandbox = setupSandboxServer();
const inject = (fault: Record<string, unknown>) =>
  sandbox.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
afterEach(() => vi.restoreAllMocks());

const open = async (options: Omit<RenderContactsOptions, 'route'> = {}) => {
  const user = userEvent.setup();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const { leaveTo } = renderContacts(<ContactsUpdatePage />, { route: '/contacts/update', ...options });
  await screen.findByRole('form', { name: 'Edit contact details' });
  const sentBody = () => {
    const call = fetchSpy.mock.calls.find(([url]) => String(url).includes('updatecustomercontactdetail'));
    return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
  };
  return { user, sentBody, leaveTo };
};
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const residential = () => within(screen.getByRole('group', { name: 'Residential address' }));
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('ContactsUpdatePage', () => {
  it('fills the parts from a chosen address, saves the section-7 body and goes to /contacts?success=1', async () => {
    await signInForTest('au-family');
    const { user, sentBody } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit contact details' })).toBeInTheDocument();
    expect(screen.getByText('Call 1300 000 000 to change your name.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Search for your address' }), '85 Banksia');
    await user.click(await screen.findByRole('option', { name: 'Unit 4, 85 Banksia Close, Karrawong NSW 2155' }));
    expect(await screen.findByText('Address: U 4/85 Banksia Close, Karrawong, NSW, 2155')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Postal address same as residential' }));
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '0499-888-777');
    expect(field('Mobile number')).toHaveValue('0499888777');
    await save(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    const address = { AddressLine: 'U 4/85 Banksia Close', Suburb: 'Karrawong', State: 'NSW', PostCode: '2155', City: null };
    expect(sentBody()).toEqual({
      ClientPortalLoginId: expect.any(String),
      ContactDetails: {
        ClientId: 700001,
        Email: 'mary-jane.oneil@example.com',
        HomePhone: null,
        MobilePhone: '0499888777',
        ResidentialAddress: address,
        PostalAddress: { ...address, CountryId: 13 },
        CustomPostaladdress: false,
        Errors: null,
      },
    });
  });

  it('validates on submit with field messages and a focused error summary, then re-validates on change', async () => {
    await signInForTest('au-family');
    const { user } = await open();
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    await user.clear(field('Address'));
    await user.type(field('Address'), '12 B');
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '21a5x');
    expect(field('Postcode')).toHaveValue('215');
    await user.clear(field('Mobile number'));
    await save(user);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['The address must be at least 5 characters', 'Enter a valid postcode', 'Enter a mobile or home phone number']);
    expect(field('Address')).toHaveAccessibleDescription('Error: The address must be at least 5 characters');
    await user.type(field('Address'), 'anksia');
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(2));
  });

  it('keeps every typed value and shows the failure with the phone when the save fails', async () => {
    await signInForTest('au-contact-fails');
    const { user } = await open();
    await user.clear(field(/E-mail address/));
    await user.type(field(/E-mail address/), 'isla.new@example.com');
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    await user.clear(field('Address'));
    await user.type(field('Address'), '9 Wattle Lane');
    await save(user);
    expect(
      await screen.findByText('We were unable to update your contact details. Please try again or call us on 1300 000 000.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts/update');
    expect(field(/E-mail address/)).toHaveValue('isla.new@example.com');
    expect(field('Address')).toHaveValue('9 Wattle Lane');
    expect(screen.getByText('If you log in with this e-mail address, use your new address next time you log in.')).toBeInTheDocument();
  });

  it('checks the postcode against the chosen state when postcode verification is on', async () => {
    await signInForTest('au-family');
    const { user } = await open({ flags: { postcodeVerificationFeature: true } });
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'VIC');
    await save(user);
    expect(await screen.findByRole('link', { name: 'The postcode does not match the state you chose' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NSW');
    await save(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
  });

  it('makes the home phone the mandatory one with the swap flag (without atLeastOneMethodContactValidation)', async () => {
    await signInForTest('au-overdue');
    const { user } = await open({ contact: { swapPhoneNumberFields: true }, flags: { atLeastOneMethodContactValidation: false } });
    const phones = screen.getAllByRole('textbox', { name: /phone|Mobile/ });
    expect(phones.map((p) => p.getAttribute('id'))).toEqual(['contact-homePhone', 'contact-mobile']);
    expect(field('Mobile number (optional)')).toBeInTheDocument();
    await user.clear(field('Home phone number'));
    await save(user);
    expect(await screen.findByRole('link', { name: 'Enter your home phone number' })).toBeInTheDocument();
  });

  it('requires the e-mail only when isEmailRequired, and tests it against the pattern', async () => {
    await signInForTest('au-family');
    const { user } = await open({ contact: { isEmailRequired: true } });
    await user.clear(field('E-mail address'));
    await save(user);
    expect(await screen.findByRole('link', { name: 'Enter your e-mail address' })).toBeInTheDocument();
    await user.type(field('E-mail address'), 'not-an-email');
    expect(await screen.findByRole('link', { name: 'Enter a valid e-mail address.' })).toBeInTheDocument();
  });

  it('applies Canadian rules: province list, postal code upper-cased and spaced after the third character', async () => {
    await signInForTest('ca-multi');
    const { user, sentBody } = await open({ region: 'CA' });
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    await user.clear(field('Postal code'));
    await user.type(field('Postal code'), 'k1p5j9');
    expect(field('Postal code')).toHaveValue('K1P 5J9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'QC');
    await user.clear(field('City'));
    await user.type(field('City'), 'Ottawa');
    await save(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(sentBody()).toMatchObject({ ContactDetails: { ResidentialAddress: { PostCode: 'K1P 5J9', State: 'QC', Suburb: 'Ottawa' } } });
  });

  it('applies New Zealand rules: a city, and the state kept from the existing address on a lookup choice', async () => {
    await signInForTest('nz-single');
    const { user, sentBody } = await open({ region: 'NZ' });
    await user.type(screen.getByRole('combobox', { name: 'Search for your address' }), '25 Kahikatea');
    await user.click(await screen.findByRole('option', { name: '25 Kahikatea Avenue, Frankton, Hamilton 3204' }));
    expect(await screen.findByText('Address: 25 Kahikatea Avenue, Frankton, Hamilton, 3204')).toBeInTheDocument();
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    expect(screen.queryByRole('combobox', { name: /Region/ })).not.toBeInTheDocument();
    await user.clear(field('Town or city'));
    await save(user);
    expect(await screen.findByRole('link', { name: 'Enter a valid town or city' })).toBeInTheDocument();
    await user.type(field('Town or city'), 'Hamilton');
    await save(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(sentBody()).toMatchObject({
      ContactDetails: {
        ResidentialAddress: { AddressLine: '25 Kahikatea Avenue', City: 'Hamilton', State: 'Wellington', PostCode: '3204' },
      },
    });
  });

  it('takes a postal address abroad by hand, with its country as an integer id', async () => {
    await signInForTest('au-dishonour');
    const { user, sentBody } = await open();
    expect(screen.getByRole('checkbox', { name: 'Postal address same as residential' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('New Zealand');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    await user.clear(field('Postcode (optional)'));
    await user.type(field('Postcode (optional)'), '90210');
    await save(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(sentBody()).toMatchObject({
      ContactDetails: { CustomPostaladdress: true, PostalAddress: { CountryId: 227, PostCode: '90210' } },
    });
  });
});

describe('ContactsUpdatePage while saving and when a lookup fails', () => {
  it('covers the page with "Updating your contact information..." while the details are saved, and removes it after', async () => {
    await signInForTest('au-family');
    const { user } = await open();
    await inject({ route: '/api/v1/Customer/updatecustomercontactdetail', latencyMs: 300, times: 1 });
    await save(user);
    const overlay = await screen.findByText('Updating your contact information...', { selector: '[role="status"] span' });
    expect(screen.getByRole('form', { name: 'Edit contact details' })).not.toContainElement(overlay);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(screen.queryByText('Updating your contact information...')).not.toBeInTheDocument();
  });

  it('takes the overlay away when the save fails, leaving the failure message', async () => {
    await signInForTest('au-contact-fails');
    const { user } = await open();
    await inject({ route: '/api/v1/Customer/updatecustomercontactdetail', latencyMs: 300, times: 1 });
    await save(user);
    expect(await screen.findByText('Updating your contact information...', { selector: '[role="status"] span' })).toBeInTheDocument();
    expect(await screen.findByText(/^We were unable to update your contact details\./)).toBeInTheDocument();
    expect(screen.queryByText('Updating your contact information...', { selector: '[role="status"] span' })).not.toBeInTheDocument();
  });

  it('offers manual entry when the address lookup fails, and shows the fields on request', async () => {
    await signInForTest('au-family');
    const { user } = await open();
    await inject({ route: '/api/v1/Address/searchwithoutpostcode', status: 500 });
    await user.type(screen.getByRole('combobox', { name: 'Search for your address' }), '85 Banksia');
    const failed = 'We could not search for addresses just now. Please enter your address manually.';
    expect(await residential().findByText(failed)).toHaveAttribute('role', 'status');
    expect(residential().queryAllByRole('option')).toHaveLength(0);
    await user.click(residential().getByRole('button', { name: 'Enter address manually' }));
    await waitFor(() => expect(field('Address')).toHaveFocus());
    expect(field('Address')).toHaveValue('12 Banksia Street');
    expect(field('Suburb')).toBeInTheDocument();
  });

  it.each([
    ['answered 500', { status: 500 }, 'Error retrieving postcode matches: 500'],
    ['answered with no usable response', { mode: 'malformed' }, 'Response was undefined'],
  ])("logs section 8's postcode message when the postcode lookup is %s, and still saves", async (_, fault, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInForTest('au-family');
    const { user } = await open({ flags: { postcodeVerificationFeature: true } });
    await inject({ route: '/api/v1/Address/searchpostcode', times: 1, ...fault });
    await save(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    expect(warn).toHaveBeenCalledWith(message);
  });

  it('waits for the connection when Save is pressed offline with postcode verification on, then checks and saves once', async () => {
    await signInForTest('au-family');
    const { user, leaveTo } = await open({ flags: { postcodeVerificationFeature: true } });
    const calls = vi.mocked(globalThis.fetch).mock.calls;
    const sent = (path: string) => calls.filter(([url]) => String(url).includes(path)).length;
    const goOnline = (online: boolean) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
      act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
    };
    await user.clear(field(/E-mail address/));
    await user.type(field(/E-mail address/), 'isla.offline@example.com');
    goOnline(false);
    await save(user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([sent('searchpostcode'), sent('updatecustomercontactdetail')]).toEqual([0, 0]);
    expect(screen.queryByText(/We were unable to update your contact details/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts/update');
    goOnline(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts?success=1'));
    // Each address's postcode checked once (this customer's postal address is its own), the details saved once.
    expect([sent('searchpostcode'), sent('updatecustomercontactdetail')]).toEqual([2, 1]);
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('logs "Error retrieving postcode matches" when the postcode lookup gets no answer, and goes to the 503 page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInForTest('au-family');
    const { user, leaveTo } = await open({ flags: { postcodeVerificationFeature: true } });
    await inject({ route: '/api/v1/Address/searchpostcode', mode: 'drop', times: 1 });
    await save(user);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/503.html'));
    expect(warn).toHaveBeenCalledWith('Error retrieving postcode matches');
  });
});
