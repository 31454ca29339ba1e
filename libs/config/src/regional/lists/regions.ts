import { COUNTRY } from '../../brand/brand-definition';

/** A state, province or territory: the code the API stores (ResidentialAddress.State) and its name. */
export type Region = { code: string; name: string };

/** Australian states and territories, in the specification's order (section 3). */
export const australianStates: readonly Region[] = [
  { code: 'NSW', name: 'New South Wales' },
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'WA', name: 'Western Australia' },
  { code: 'SA', name: 'South Australia' },
  { code: 'NT', name: 'Northern Territory' },
];

/** Canadian provinces and territories (Canada Post codes). */
export const canadianProvinces: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

/**
 * The states a country's addresses choose from; none for New Zealand (its address has a city instead, and the state
 * of a New Zealand address is kept from the existing one, section 4) and for other countries.
 */
export const regionsOf = (countryId: number | null | undefined): readonly Region[] =>
  countryId === COUNTRY.australia ? australianStates : countryId === COUNTRY.canada ? canadianProvinces : [];
