import type { ApiClient } from '../client.ts';
import { isAbortError } from '../api-error.ts';
import { readJson } from '../read-response.ts';
import { discardTooMany } from '../normalise/address-results.ts';
import { apiPaths } from '../paths.ts';
import { textItems } from '../wire.ts';

export type SearchAddressParams = { address: string };

/** The answer: a list of one-line addresses (strings; our reading of "list of addresses"). */
export const addressMatchesSchema = textItems;

/** What an aborted address search rejects with: the empty error object of spec section 7. */
export type AbortedAddressSearch = Readonly<Record<string, never>>;
export const ABORTED_ADDRESS_SEARCH: AbortedAddressSearch = Object.freeze({});
export const isAbortedAddressSearch = (error: unknown): error is AbortedAddressSearch => error === ABORTED_ADDRESS_SEARCH;

/** Address lookup (bearer). Entries beginning 'Too many' are discarded. An abort rejects with {} (see README). */
export const searchAddress = async (client: ApiClient, params: SearchAddressParams, signal?: AbortSignal): Promise<string[]> => {
  const path = apiPaths.searchAddress;
  try {
    const response = await client.send({ method: 'GET', path, query: { address: params.address }, signal });
    return discardTooMany(await readJson(response, addressMatchesSchema, path));
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw ABORTED_ADDRESS_SEARCH;
    throw error;
  }
};
