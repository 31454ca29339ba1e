import type { ApiClient } from '../client.ts';
import { readJson } from '../read-response.ts';
import { parsePostcodeMatches } from '../normalise/address-results.ts';
import { apiPaths } from '../paths.ts';
import { textItems } from '../wire.ts';

export type SearchPostcodeParams = { postcode: string };

/** The answer: semicolon-separated strings ('postcode;locality;label' in the sandbox). */
export const postcodeMatchesSchema = textItems;

/** Postcode lookup (bearer), parsed into a postcode-to-label map. */
export const searchPostcode = async (
  client: ApiClient,
  params: SearchPostcodeParams,
  signal?: AbortSignal,
): Promise<Record<string, string>> => {
  const path = apiPaths.searchPostcode;
  const response = await client.send({ method: 'GET', path, query: { postcode: params.postcode }, signal });
  return parsePostcodeMatches(await readJson(response, postcodeMatchesSchema, path));
};
