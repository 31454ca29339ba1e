import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageResources } from '../brand/brand-definition';
import { bilingualTestBrand, testBrand, testRegionalConfig } from '../testing/test-brand';
import { addLibWording, commonWording, createI18n, formatMoney } from '@portal/i18n';
import {
  LANGUAGE_STORAGE_KEY,
  applyLanguage,
  brandLanguages,
  loadLanguage,
  localizeConfig,
  preferredLanguage,
  rememberLanguage,
} from './languages';

const resources: LanguageResources = {
  dayjsLocale: 'en',
  // Cut down to what these tests read (a brand's real resources are complete: CompleteWording).
  wording: { common: { ...commonWording, close: 'Fermer' }, paynow: { next: 'Suivant' } } as unknown as LanguageResources['wording'],
  brand: { headerText: 'En-tête', footer: { links: [], labels: [], html: '' } },
  regional: {
    regionalisation: { invalidOTPMessage: 'Code incorrect.', address: { postcodeLabel: 'Code postal' } },
    bankInfoName: 'Numéro de compte',
  },
};
const load = vi.fn(() => Promise.resolve(resources));
const bilingual = bilingualTestBrand({ load });

beforeEach(() => localStorage.clear());
afterEach(() => applyLanguage(createI18n({ base: {}, locale: 'en-CA', variables: {} }), { code: 'en-CA' }));

describe('brand languages', () => {
  it('a brand without languages has its locale only, and never reads the preference', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr-CA');
    expect(brandLanguages(testBrand).map((l) => l.code)).toEqual(['en-AU']);
    expect(preferredLanguage(testBrand)).toBe('en-AU');
  });

  it('prefers the remembered language when the brand offers it, else the default', () => {
    expect(preferredLanguage(bilingual)).toBe('en-CA');
    rememberLanguage('fr-CA');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');
    expect(preferredLanguage(bilingual)).toBe('fr-CA');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de-DE');
    expect(preferredLanguage(bilingual)).toBe('en-CA');
  });

  it('loads nothing for the default language, the resources for another', async () => {
    expect(await loadLanguage(bilingual, 'en-CA')).toEqual({ code: 'en-CA' });
    expect(load).not.toHaveBeenCalled();
    expect(await loadLanguage(bilingual, 'fr-CA')).toEqual({ code: 'fr-CA', resources });
    await expect(loadLanguage(bilingual, 'en-NZ')).rejects.toThrow('does not offer en-NZ');
  });

  it('lays the language’s texts over the brand and regional configuration, and nothing else', () => {
    const config = { brand: bilingual, regional: testRegionalConfig };
    expect(localizeConfig(config, { code: 'en-CA' })).toBe(config);
    const { brand, regional } = localizeConfig(config, { code: 'fr-CA', resources });
    expect(brand.headerText).toBe('En-tête');
    expect(brand.locale).toBe('fr-CA');
    expect(brand.phone).toBe(bilingual.phone);
    expect(regional.regionalisation.invalidOTPMessage).toBe('Code incorrect.');
    expect(regional.regionalisation.address).toEqual({ ...testRegionalConfig.regionalisation.address, postcodeLabel: 'Code postal' });
    expect(regional.regionalisation.accountLockMessage).toBe(testRegionalConfig.regionalisation.accountLockMessage);
    expect(regional.regionalisation.dateOfBirth.order).toEqual(testRegionalConfig.regionalisation.dateOfBirth.order);
    expect(regional.featureFlag).toBe(testRegionalConfig.featureFlag);
    expect(regional.bankInfoName).toBe('Numéro de compte');
  });

  it('applies a language: its wording, <html lang>, money; lib wording added later stays in the default language', () => {
    const i18n = createI18n({ base: { common: commonWording }, locale: 'en-CA', variables: {} });
    const french = applyLanguage(i18n, { code: 'fr-CA', resources });
    expect(french.language).toBe('fr-CA');
    expect(french.t('common:close')).toBe('Fermer');
    // The portal's own instance keeps its language: a tree still rendering with it is not changed under React.
    expect(i18n.language).toBe('en-CA');
    expect(i18n.t('common:close')).toBe('Close');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(formatMoney(1234.56).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,56 $');
    addLibWording(french, 'paynow', { next: 'Next' });
    expect(french.t('paynow:next')).toBe('Suivant');
    expect(i18n.getResource('en-CA', 'paynow', 'next')).toBe('Next');
    expect(applyLanguage(i18n, { code: 'fr-CA', resources })).toBe(french);
    const english = applyLanguage(i18n, { code: 'en-CA' });
    expect(english).toBe(i18n);
    expect(english.t('paynow:next')).toBe('Next');
    expect(document.documentElement.lang).toBe('en-CA');
    expect(formatMoney(1234.56)).toBe('$1,234.56');
  });
});
