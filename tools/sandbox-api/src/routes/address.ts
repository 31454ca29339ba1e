import { apiPaths } from '@portal/core-api/contract';
import type { SandboxContext, SandboxHono } from '../context.ts';
import { errorResponse, readContractQuery } from '../http.ts';
import type { Schemas } from '../wire.ts';
import { requireSession } from '../middleware/require-session.ts';
import { addressBook, type AddressRecord } from '../fixtures/addresses.ts';

export const TOO_MANY = 'Too many results, please refine your search';
const MAX_RESULTS = 10;

const compact = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s,]+/g, ' ')
    .trim();
const inCountry = (countryId: number): AddressRecord[] => addressBook.filter((a) => a.countryId === countryId);

/**
 * Matches the query as a phrase starting at a word of the one-line address (case, commas and spacing ignored);
 * short or broad queries get the 'Too many' note first.
 */
export const searchAddresses = (countryId: number, query: string): string[] => {
  const phrase = ` ${compact(query)}`;
  const matches = inCountry(countryId)
    .filter((a) => ` ${compact(a.label)}`.includes(phrase))
    .map((a) => a.label);
  if (compact(query).length <= 3 || matches.length > MAX_RESULTS) return [TOO_MANY, ...matches.slice(0, MAX_RESULTS)];
  return matches;
};

/** 'postcode;locality;state' strings for postcodes starting with the query (whitespace and case ignored). */
export const searchPostcodes = (countryId: number, query: string): string[] => {
  const wanted = query.replace(/\s+/g, '').toUpperCase();
  if (wanted === '') return [];
  const lines = inCountry(countryId)
    .filter((a) => (a.formatted.postcode ?? '').replace(/\s+/g, '').startsWith(wanted))
    .map((a) => `${a.formatted.postcode};${a.formatted.localityName};${a.formatted.state}`);
  return [...new Set(lines)].slice(0, 20);
};

export const addressRoutes = (app: SandboxHono, ctx: SandboxContext): void => {
  const country = (header: string | undefined): number => Number(header);

  app.get(apiPaths.searchAddress, requireSession(ctx), (c) => {
    const { address } = readContractQuery(c, apiPaths.searchAddress);
    return c.json(searchAddresses(country(c.req.header('CountryId')), address) satisfies Schemas['AddressMatches']);
  });

  app.get(apiPaths.formatAddress, requireSession(ctx), (c) => {
    const { address } = readContractQuery(c, apiPaths.formatAddress);
    const wanted = compact(address);
    const found = inCountry(country(c.req.header('CountryId'))).find((a) => compact(a.label) === wanted);
    return found ? c.json(found.formatted satisfies Schemas['FormattedAddress']) : errorResponse(404, 'Address not found');
  });

  app.get(apiPaths.searchPostcode, requireSession(ctx), (c) => {
    const { postcode } = readContractQuery(c, apiPaths.searchPostcode);
    return c.json(searchPostcodes(country(c.req.header('CountryId')), postcode) satisfies Schemas['PostcodeMatches']);
  });
};
