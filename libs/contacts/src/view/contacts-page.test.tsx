import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderContacts } from '../testing/render-contacts';
import { ContactsPage } from './contacts-page';

setupSandboxServer();

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Customer contact details' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
};

describe('ContactsPage', () => {
  it('shows the Australian rows: title-cased address, state, postcode, postal address, the blanked home phone placeholder', async () => {
    await signInForTest('au-family');
    renderContacts(<ContactsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your contact details...');
    expect(await rowsOf()).toEqual([
      ['Residential address', '12 Banksia Street'],
      ['Suburb', 'Karrawong'],
      ['State', 'NSW'],
      ['Postcode', '2155'],
      ['Postal address', 'PO Box 418, Karrawong, NSW, 2155'],
      ['Mobile', '0412345671'],
      ['Home phone', 'Not provided'],
      ['E-mail', 'mary-jane.oneil@example.com'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit details' })).toHaveAttribute('href', '/contacts/update');
    expect(screen.getByText('To change your name, please call us on 1300 000 000.')).toBeInTheDocument();
    expect(screen.queryByText('Your contact details have been updated')).not.toBeInTheDocument();
  });

  it('title-cases an upper-case address and appends the country of a postal address abroad', async () => {
    await signInForTest('au-dishonour');
    renderContacts(<ContactsPage />);
    const rows = Object.fromEntries(await rowsOf());
    expect(rows['Postal address']).toBe('14 Harbour Lane, Kingsland, Auckland, 1021, New Zealand');
    expect(rows['Home phone']).toBe('Not provided');
  });

  it('shows the city and the region for New Zealand', async () => {
    await signInForTest('nz-single');
    renderContacts(<ContactsPage />, { region: 'NZ' });
    const rows = await rowsOf();
    expect(rows.slice(0, 5)).toEqual([
      ['Residential address', '3 Kauri Road'],
      ['Suburb', 'Aro Valley'],
      ['Town or city', 'Wellington'],
      ['Region', 'Wellington'],
      ['Postcode', '6021'],
    ]);
    expect(rows[5]).toEqual(['Postal address', '3 Kauri Road, Aro Valley, Wellington, 6021']);
  });

  it.each([
    ['AU', 'au-overdue'],
    ['NZ', 'nz-single'],
    ['CA', 'ca-multi'],
  ] as const)(
    '%s: with swapPhoneNumberFields the mobile and home rows swap values, their labels in place (section 2)',
    async (region, persona) => {
      await signInForTest(persona);
      const phoneRows = async () => {
        const rows = await rowsOf();
        const at = rows.findIndex(([label]) => label === 'Mobile');
        return rows.slice(at, at + 2);
      };
      const plain = renderContacts(<ContactsPage />, { region });
      const [[, mobile], [, home]] = (await phoneRows()) as [[string, string], [string, string]];
      expect(mobile).not.toBe(home);
      plain.unmount();
      renderContacts(<ContactsPage />, { region, contact: { swapPhoneNumberFields: true } });
      expect(await phoneRows()).toEqual([
        ['Mobile', home],
        ['Home phone', mobile],
      ]);
    },
  );

  it("says 'Your contact details have been updated' after a save (?success=1)", async () => {
    await signInForTest('ca-multi');
    renderContacts(<ContactsPage />, { region: 'CA', route: '/contacts?success=1' });
    expect(await screen.findByText('Your contact details have been updated')).toBeInTheDocument();
    expect(Object.fromEntries(await rowsOf())['Postal code']).toBe('M5V 2T6');
  });
});
