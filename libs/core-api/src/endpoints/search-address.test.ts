import { describe, expect, it } from 'vitest';
import { fakeClient, hang, json } from '../testing/fake-fetch.ts';
import { formatAddress } from './format-address.ts';
import { ABORTED_ADDRESS_SEARCH, isAbortedAddressSearch, searchAddress } from './search-address.ts';
import { searchPostcode } from './search-postcode.ts';

describe('searchAddress', () => {
  it('sends the query with the bearer and discards the "Too many" entries', async () => {
    const { client, calls } = fakeClient(() =>
      json(['Too many results, please refine your search', '3 Kahikatea Road, Aro Valley, Wellington 6021']),
    );
    expect(await searchAddress(client, { address: '3 Kahikatea' })).toEqual(['3 Kahikatea Road, Aro Valley, Wellington 6021']);
    expect(calls[0]?.url).toBe('/api/v1/Address/searchwithoutpostcode?address=3%20Kahikatea');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('rejects with the empty error object when aborted, before or during the call', async () => {
    const { client } = fakeClient(hang);
    const controller = new AbortController();
    const pending = searchAddress(client, { address: 'Banksia' }, controller.signal);
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toBe(ABORTED_ADDRESS_SEARCH);
    expect(error).toEqual({});
    expect(isAbortedAddressSearch(error)).toBe(true);
    await expect(searchAddress(client, { address: 'x' }, controller.signal)).rejects.toBe(ABORTED_ADDRESS_SEARCH);
  });

  it('rejects with the empty error object when aborted with a reason of the caller’s own (a newer search)', async () => {
    const { client } = fakeClient(hang);
    const controller = new AbortController();
    const pending = searchAddress(client, { address: 'Banksia' }, controller.signal);
    controller.abort('a newer search');
    await expect(pending).rejects.toBe(ABORTED_ADDRESS_SEARCH);
  });

  it('maps a network failure to 503 like other calls, and a failure is not an aborted search (the screen says so)', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await searchAddress(client, { address: 'Banksia' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 503 });
    expect(isAbortedAddressSearch(error)).toBe(false);
    expect(isAbortedAddressSearch({})).toBe(false);
  });
});

describe('formatAddress and searchPostcode', () => {
  it('passes isResidential and matchPostalAddress through with the formatted address', async () => {
    const { client, calls } = fakeClient(() =>
      json({ addressline: '12 Banksia Street', suburb: 'Karrawong', state: 'NSW', postcode: '2155' }),
    );
    const result = await formatAddress(client, {
      address: '12 Banksia Street, Karrawong NSW 2155',
      isResidential: false,
      matchPostalAddress: true,
    });
    expect(result).toEqual({
      address: { addressline: '12 Banksia Street', suburb: 'Karrawong', state: 'NSW', postcode: '2155' },
      isResidential: false,
      matchPostalAddress: true,
    });
    expect(calls[0]?.url).toBe('/api/v1/Address/format?address=12%20Banksia%20Street%2C%20Karrawong%20NSW%202155');
  });

  it('parses postcode matches into a map', async () => {
    const { client } = fakeClient(() => json(['2155;KARRAWONG;NSW', '2155;ORFORD HEIGHTS;NSW']));
    expect(await searchPostcode(client, { postcode: '2155' })).toEqual({ '2155': 'NSW' });
  });
});
