export { COUNTRY } from './brand/brand-definition';
export type { BrandDefinition, LanguageCode, LanguageResources, UnavailableWording, WordingOverrides } from './brand/brand-definition';
export { PortalConfigProvider, useBrand, useRegionalConfig, useFeatureFlags } from './brand/portal-config-context';
export type { PortalConfig } from './brand/portal-config-context';
export { NotFound, NotFoundPageProvider } from './frame/not-found';
export { PageTitleProvider, usePageTitle } from './frame/page-title';
export { logoSrc } from './brand/logo-src';
export { configResponseSchema, selectRegionalConfig } from './regional/regional-config';
export type { RegionalConfig } from './regional/regional-config';
export { loadRegionalConfig } from './regional/load-regional-config';
export { countries, countryName } from './regional/lists/countries';
export { regionsOf } from './regional/lists/regions';
export { compilePattern, stripDashes, isValidMobile, isValidEmail } from './regional/patterns';
export { createI18n } from './i18n/create-i18n';
export type { Wording } from './i18n/create-i18n';
export { commonWording } from './i18n/common-wording';
export { featureCommonWording } from './i18n/feature-common-wording';
export { useLibWording } from './i18n/use-lib-wording';
export { useFeatureCommonWording } from './i18n/use-feature-common-wording';
export { onMissingWording } from './i18n/missing-wording';
export type { CompleteWording, PageTitleKey, PortalNamespace, PortalResources } from './i18n/wording-types';
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
export { fillPlaceholders } from './i18n/fill-placeholders';
export { brandPlaceholders, useConfiguredText } from './i18n/use-configured-text';
export {
  formatShortDate,
  formatLongDate,
  formatLongDateTime,
  formatClockTime,
  formatTableDate,
  formatCardExpiry,
  isCardExpiryInvalid,
  daysUntil,
} from './format/dates';
export { formatMoney } from './format/money';
export { prepareFormats } from './format/prepare-formats';
export { Money, MoneyText } from './format/money-view';
export { setDisplayLanguage } from './format/display-language';
