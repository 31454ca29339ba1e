import type { BrandDefinition, RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';

export type Region = 'AU' | 'NZ' | 'CA';

const nzLetters = 'A-Za-z\u0100\u0112\u012a\u014c\u016a\u0101\u0113\u012b\u014d\u016b';

/** The neutral test brand's regional configuration, as a New Zealand or Canadian region would set it (no brand's). */
const regionOverrides: Record<Region, (base: RegionalConfig) => RegionalConfig> = {
  AU: (base) => base,
  NZ: (base) => ({
    ...base,
    countryId: 154,
    regionalisation: {
      ...base.regionalisation,
      address: { suburbLabel: 'Suburb', stateLabel: 'Region', postcodeLabel: 'Postcode', cityLabel: 'Town or city' },
    },
    patterns: {
      ...base.patterns,
      mobile: '^02\\d{7,9}$',
      homePhone: '^0[3-9]\\d{7}$',
      suburb: `^[${nzLetters}][${nzLetters} '.\\-]{1,39}$`,
      city: `^[${nzLetters}][${nzLetters} '.\\-]{1,39}$`,
    },
    maxLengths: { ...base.maxLengths, mobile: 11, homePhone: 9 },
  }),
  CA: (base) => ({
    ...base,
    countryId: 39,
    regionalisation: {
      ...base.regionalisation,
      address: { suburbLabel: 'City', stateLabel: 'Province or territory', postcodeLabel: 'Postal code' },
    },
    patterns: {
      ...base.patterns,
      mobile: '^[2-9]\\d{2}[2-9]\\d{6}$',
      homePhone: '^[2-9]\\d{2}[2-9]\\d{6}$',
      postcode: '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$',
      suburb: "^[A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff '.\\-]{1,39}$",
    },
    maxLengths: { ...base.maxLengths, postcode: 7 },
  }),
};

const countryOf: Record<Region, 13 | 39 | 154> = { AU: 13, NZ: 154, CA: 39 };

export type RegionOptions = {
  flags?: Partial<RegionalConfig['featureFlag']>;
  contact?: Partial<RegionalConfig['regionalisation']['updateContactDetails']>;
};

/** The test brand and a regional configuration for a region, with flags and contact settings changed. */
export function regionConfig(region: Region, options: RegionOptions = {}): { brand: BrandDefinition; regional: RegionalConfig } {
  const base = regionOverrides[region](testRegionalConfig);
  const regional: RegionalConfig = {
    ...base,
    featureFlag: { ...base.featureFlag, ...options.flags },
    regionalisation: {
      ...base.regionalisation,
      updateContactDetails: { ...base.regionalisation.updateContactDetails, ...options.contact },
    },
  };
  return { brand: { ...testBrand, countryId: countryOf[region] }, regional };
}
