import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { announced, listen, readOut, stopListening } from '@portal/ui-kit/testing';
import { renderContacts } from '../testing/render-contacts';
import { AddressLookup } from './address-lookup';

// What a screen-reader user hears looking up an address: the count of results, the highlighted option, the choice.
setupSandboxServer();
afterEach(stopListening);

const hint = 'Type at least 4 characters, then choose your address from the list.';
const found = '10 addresses found. Use the up and down arrow keys to choose one.';
const chosen = 'Unit 4, 85 Banksia Close, Karrawong NSW 2155';

describe('AddressLookup, as a screen reader says it', () => {
  it('announces the count politely, says the highlighted option and its position, then the chosen address alone', async () => {
    await signInForTest('au-family');
    const user = userEvent.setup();
    renderContacts(<AddressLookup id="lookup" label="Search for your address" onChoose={vi.fn()} />, { route: '/contacts/update' });
    const input = screen.getByRole('combobox', { name: 'Search for your address' });
    await user.type(input, 'Karrawon');
    await listen();
    await user.type(input, 'g');
    await screen.findByText(/10 addresses found/);
    expect(await announced('polite')).toEqual(['Searching...', found]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const open = await readOut(input.parentElement as HTMLElement);
    expect(open).toContain(
      `combobox, Search for your address, Karrawong, ${hint} ${found}, has popup listbox, expanded, active descendant ${chosen}, autocomplete in list, 1 control`,
    );
    expect(open).toContain(`option, ${chosen}, selected, not disabled, position 2, set size 10`);
    expect(open.filter((phrase) => phrase.startsWith('option, '))).toHaveLength(10);
    await user.keyboard('{Enter}');
    const closed = await readOut(input.parentElement as HTMLElement);
    expect(closed).toContain(
      `combobox, Search for your address, ${chosen}, ${hint}, has popup listbox, not expanded, autocomplete in list, 1 control`,
    );
    expect(closed.some((phrase) => phrase.startsWith('option, '))).toBe(false);
  }, 30_000);
});
