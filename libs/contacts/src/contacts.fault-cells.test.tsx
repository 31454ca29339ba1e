import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { apiPaths } from '@portal/core-api';
import { signInForTest, type RenderWithPortalResult } from '@portal/testing';
import { describeCells, expectCellOutcome, setupFaultCells, type CallId, type Fault, type Outcome } from '@portal/testing/fault-cells';
import { ContactsUpdatePage } from './edit/contacts-update-page';
import { renderContacts } from './testing/render-contacts';

// The fault matrix on the contact details form (docs/fault-matrix.md): the address search, the format of a chosen
// address, the postcode check on save and the save itself. Each cell opens the form signed in as a sandbox customer,
// injects the fault, does what makes the call and checks what the customer sees.
const { sandbox, cells } = setupFaultCells();
/** The contact saves that reached the sandbox in this test. */
let saves = 0;
sandbox.server.events.on('request:start', ({ request }) => {
  if (request.url.includes(apiPaths.updateCustomerContactDetail)) saves += 1;
});
afterEach(() => {
  saves = 0;
  vi.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });
/** Types by pasting: one input event, as fast as a cell can go (the keystroke behaviour has its own tests). */
const paste = async (box: HTMLElement, text: string) => {
  await user().clear(box);
  await user().click(box);
  await user().paste(text);
};
const residential = () => within(screen.getByRole('group', { name: 'Residential address' }));
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const location = () => screen.getByTestId('location').textContent;
const lookup = () => screen.getByRole('combobox', { name: 'Search for your address' });
/** au-family's residential address as the sandbox seeds it, shown beside the lookup. */
const seededAddress = /^Address: 12 Banksia Street/;
const chosen = 'Unit 4, 85 Banksia Close, Karrawong NSW 2155';

/** Up to the call: what the customer does on the open form (the fault is already in). */
const acts: Partial<Record<CallId, () => Promise<void>>> = {
  searchAddress: () => paste(lookup(), '85 Banksia'),
  formatAddress: async () => {
    // The search is answered; choosing a match makes the format call.
    await paste(lookup(), '85 Banksia');
    await user().click(await screen.findByRole('option', { name: chosen }));
  },
  searchPostcode: () => user().click(screen.getByRole('button', { name: 'Save' })),
  updateCustomerContactDetail: async () => {
    await paste(field(/E-mail address/), 'isla.new@example.com');
    await user().click(screen.getByRole('button', { name: 'Save' }));
  },
};

const failedSave = 'We were unable to update your contact details. Please try again or call us on 1300 000 000.';

/** What the customer sees for each screen outcome, by call. */
const seen: Partial<Record<Outcome, (call: CallId, fault: Fault) => Promise<void>>> = {
  'address-manual': async (call, fault) => {
    if (call === 'searchAddress') {
      const note = await residential().findByText('We could not search for addresses just now. Please enter your address manually.');
      expect(note).toHaveAttribute('role', 'status');
      expect(residential().queryAllByRole('option')).toHaveLength(0);
    }
    if (call === 'formatAddress') {
      // The chosen match was not applied: the address stays the customer's own, to keep or type by hand.
      await cells.answered(call, fault);
      expect(residential().getByText(seededAddress)).toBeInTheDocument();
    }
    if (call === 'searchPostcode') {
      // A failed postcode check never blocks the save: the server remains the judge. The saved screen is the same
      // either way, so the check is confirmed made, meeting the fault.
      await waitFor(() => expect(location()).toBe('/contacts?success=1'));
      await cells.metFault(call, fault);
      return;
    }
    // What was typed stays; by hand, the fields hold the customer's own address.
    expect(lookup()).toHaveValue(call === 'formatAddress' ? chosen : '85 Banksia');
    await user().click(residential().getByRole('button', { name: 'Enter address manually' }));
    expect(field('Address')).toHaveValue('12 Banksia Street');
  },
  'contact-update-failed': async () => {
    expect(await screen.findByText(failedSave, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(location()).toBe('/contacts/update');
    expect(field(/E-mail address/)).toHaveValue('isla.new@example.com');
  },
  'saved-anyway': async (call, fault) => {
    await waitFor(() => expect(location()).toBe('/contacts?success=1'));
    // Saved, as without the fault: the save was made and met it.
    await cells.metFault(call, fault);
  },
};

describeCells('contacts', async (call, { fault, outcome }) => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the postcode check logs its failure
  await signInForTest('au-family');
  const view: RenderWithPortalResult = renderContacts(<ContactsUpdatePage />, {
    route: '/contacts/update',
    flags: { postcodeVerificationFeature: call === 'searchPostcode' },
    guarded: true,
  });
  await screen.findByRole('form', { name: 'Edit contact details' });
  await cells.inject(call, fault);
  await acts[call]!();
  await cells.passTimeOut(call, fault);
  await expectCellOutcome(view, outcome, seen, call, fault);
  // Section 8 took the postcode check over: nothing is saved behind the customer's back.
  if (call === 'searchPostcode' && (outcome === 'session-ends' || outcome === 'unavailable-page')) expect(saves).toBe(0);
});
