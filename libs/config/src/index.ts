export { COUNTRY } from './brand/brand-definition';
export type { BrandDefinition, LanguageCode, LanguageResources, UnavailableWording } from './brand/brand-definition';
export { PortalConfigProvider, useBrand, useRegionalConfig, useFeatureFlags } from './brand/portal-config-context';
export type { PortalConfig } from './brand/portal-config-context';
export { logoSrc } from './brand/logo-src';
export { configResponseSchema, selectRegionalConfig } from './regional/regional-config';
export type { RegionalConfig } from './regional/regional-config';
export { loadRegionalConfig } from './regional/load-regional-config';
export { countries, countryName } from './regional/lists/countries';
export { regionsOf } from './regional/lists/regions';
export { compilePattern, stripDashes, isValidMobile, isValidEmail } from './regional/patterns';
export {
  LANGUAGE_STORAGE_KEY,
  applyLanguage,
  brandLanguages,
  loadLanguage,
  localizeConfig,
  preferredLanguage,
  rememberLanguage,
} from './i18n/languages';
export type { LoadedLanguage } from './i18n/languages';
export { LanguageProvider, useLanguageChoice } from './i18n/language-context';
export { brandPlaceholders, useConfiguredText } from './i18n/use-configured-text';
