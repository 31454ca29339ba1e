import type { BrandDefinition, RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';

/**
 * Variants of the neutral test brand for the auth lib's tests (the sandbox's personas are keyed by brand id and
 * country): a New Zealand brand (id 4, country 154) and a North American brand (id 6, country 39, year first).
 */
export const nzConfig = (featureFlag: Partial<RegionalConfig['featureFlag']> = {}) => ({
  brand: { ...testBrand, id: 4, countryId: 154, locale: 'en-NZ', phone: '0800 000 000' } satisfies BrandDefinition,
  regional: {
    ...testRegionalConfig,
    countryId: 154,
    brandId: 4,
    featureFlag: { ...testRegionalConfig.featureFlag, emailAuthFeature: false, ...featureFlag },
    patterns: { ...testRegionalConfig.patterns, mobile: '^02\\d{7,9}$' },
    maxLengths: { ...testRegionalConfig.maxLengths, mobile: 11 },
  } satisfies RegionalConfig,
});

export const caConfig = () => ({
  brand: { ...testBrand, id: 6, countryId: 39, locale: 'en-CA', phone: '1-800-000-0000' } satisfies BrandDefinition,
  regional: {
    ...testRegionalConfig,
    countryId: 39,
    brandId: 6,
    regionalisation: {
      ...testRegionalConfig.regionalisation,
      dateOfBirth: { ...testRegionalConfig.regionalisation.dateOfBirth, order: ['yyyy', 'mm', 'dd'], example: 'For example, 1980-03-21' },
    },
    patterns: { ...testRegionalConfig.patterns, mobile: '^[2-9]\\d{2}[2-9]\\d{6}$' },
  } satisfies RegionalConfig,
});

/** The test brand with the bot check on, its reCAPTCHA stand-in and verification served by the sandbox at this origin. */
export const botCheckConfig = (siteKey = 'test-site-key') => ({
  brand: testBrand,
  regional: {
    ...testRegionalConfig,
    featureFlag: { ...testRegionalConfig.featureFlag, recaptchaFeature: true },
    captcha: { host: `${window.location.origin}/bot-check`, siteKey, scriptUrl: `${window.location.origin}/bot-check/recaptcha/api.js` },
  } satisfies RegionalConfig,
});

/** Types a date of birth given as 'dd/mm/yyyy' into the three boxes, whatever their order. */
export const dobParts = (date: string) => {
  const [dd = '', mm = '', yyyy = ''] = date.split('/');
  return { Day: dd, Month: mm, Year: yyyy };
};
