import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { renderContacts } from '../testing/render-contacts';
import { AddressLookup } from './address-lookup';

const sandbox = setupSandboxServer();

const slowSearches = (latencyMs: number) =>
  sandbox.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route: '/api/v1/Address/searchwithoutpostcode', latencyMs }),
  });

const renderLookup = (onChoose = vi.fn()) => {
  renderContacts(<AddressLookup id="lookup" label="Search for your address" onChoose={onChoose} />, { route: '/contacts/update' });
  return onChoose;
};

afterEach(() => vi.restoreAllMocks());

describe('AddressLookup (ARIA combobox)', () => {
  it('searches only after more than 3 characters, drops the Too many note and announces the count', async () => {
    await signInForTest('au-family');
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLookup();
    const input = screen.getByRole('combobox', { name: 'Search for your address' });
    await user.type(input, 'Kar');
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.type(input, 'rawong');
    expect(await screen.findByText('10 addresses found. Use the up and down arrow keys to choose one.')).toHaveAttribute('role', 'status');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options.some((o) => o.textContent?.startsWith('Too many'))).toBe(false);
  });

  it('is operated by keyboard: arrows move through the options, Enter chooses, Escape closes', async () => {
    await signInForTest('au-family');
    const user = userEvent.setup();
    const onChoose = renderLookup();
    const input = screen.getByRole('combobox', { name: 'Search for your address' });
    await user.type(input, '85 Banksia');
    const option = await screen.findByRole('option', { name: 'Unit 4, 85 Banksia Close, Karrawong NSW 2155' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Unit 4, 85 Banksia Close, Karrawong NSW 2155');
    expect(input).toHaveValue('Unit 4, 85 Banksia Close, Karrawong NSW 2155');

    await user.clear(input);
    await user.type(input, 'Karrawong');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says when nothing matches', async () => {
    await signInForTest('au-family');
    const user = userEvent.setup();
    renderLookup();
    await user.type(screen.getByRole('combobox'), 'Nowhere Street');
    expect(await screen.findByText('No addresses found. Keep typing, or enter your address manually.')).toBeInTheDocument();
  });

  it('aborts the previous search still in flight when a new one starts, and shows only the last answer', async () => {
    await signInForTest('au-family');
    await slowSearches(150);
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLookup();
    await user.type(screen.getByRole('combobox'), '85 Banksia');
    await screen.findByRole('option', { name: 'Unit 4, 85 Banksia Close, Karrawong NSW 2155' });
    const searches = fetchSpy.mock.calls.filter(([url]) => String(url).includes('searchwithoutpostcode'));
    expect(searches.length).toBeGreaterThan(1);
    const signals = searches.map(([, init]) => init?.signal);
    expect(signals.slice(0, -1).every((signal) => signal?.aborted)).toBe(true);
    expect(signals.at(-1)?.aborted).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  });
});
