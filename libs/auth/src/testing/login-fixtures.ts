import type { BrandDefinition, RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { runVendorScript } from '@portal/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';

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

/** reCAPTCHA's script as development names it: the sandbox's stand-in, under /__vendor/www.google.com on this origin. */
const botCheckScriptUrl = () => `${window.location.origin}/__vendor/www.google.com/recaptcha/api.js`;

/**
 * What the browser does with the configured script (jsdom runs none): runs reCAPTCHA's loader, which loads its library
 * and then its checkbox frame (with `loadVendorStandIns()` at the top of the test file).
 */
export const loadBotCheckScript = () => runVendorScript(`${botCheckScriptUrl()}?render=explicit`);

/** The checkbox "I'm not a robot", in reCAPTCHA's frame once it has loaded. */
export const robotBox = async (): Promise<HTMLInputElement> => {
  const frame = (await screen.findByTitle('reCAPTCHA')) as HTMLIFrameElement;
  return waitFor(() => within(frame.contentDocument!.body).getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement);
};

/** The test brand with the bot check on, its reCAPTCHA stand-in and verification served by the sandbox at this origin. */
export const botCheckConfig = (siteKey = 'test-site-key') => ({
  brand: testBrand,
  regional: {
    ...testRegionalConfig,
    featureFlag: { ...testRegionalConfig.featureFlag, recaptchaFeature: true },
    captcha: { host: `${window.location.origin}/bot-check`, siteKey, scriptUrl: botCheckScriptUrl() },
  } satisfies RegionalConfig,
});

/** Types a date of birth given as 'dd/mm/yyyy' into the three boxes, whatever their order. */
export const dobParts = (date: string) => {
  const [dd = '', mm = '', yyyy = ''] = date.split('/');
  return { Day: dd, Month: mm, Year: yyyy };
};
