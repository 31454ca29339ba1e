export { COUNTRY } from './brand/brand-definition';
export type {
  BrandDefinition,
  BrandLanguage,
  CountryId,
  FooterLink,
  LanguageCode,
  LanguageResources,
  UnavailableWording,
  WordingOverrides,
} from './brand/brand-definition';
export { PortalConfigProvider, useBrand, useRegionalConfig, useFeatureFlags } from './brand/portal-config-context';
export type { PortalConfig } from './brand/portal-config-context';
export { NotFound, NotFoundPageProvider } from './frame/not-found';
export { PageTitleProvider, usePageTitle } from './frame/page-title';
export { logoSrc } from './brand/logo-src';
export {
  regionalConfigSchema,
  configResponseSchema,
  selectRegionalConfig,
} from './regional/regional-config';
export type { RegionalConfig, RegionalConfigInput } from './regional/regional-config';
export { HOSTED_OPTIONS, hasHostedContent, hostedAttributes } from './regional/gateway-settings';
export type { GatewaySettings, HostedComponent, HostedOption } from './regional/gateway-settings';
export { loadHostedComponent, loadVendorScript } from './regional/load-vendor-script';
export { loadRegionalConfig, ConfigError } from './regional/load-regional-config';
export type { ConfigErrorReason } from './regional/load-regional-config';
export { countries, countryName } from './regional/lists/countries';
export type { Country } from './regional/lists/countries';
export { australianStates, canadianProvinces, regionsOf } from './regional/lists/regions';
export type { Region } from './regional/lists/regions';
export { compilePattern, stripDashes, isValidMobile, isValidEmail } from './regional/patterns';
export { createI18n, defaultLanguageOf } from './i18n/create-i18n';
export type { Wording } from './i18n/create-i18n';
export { commonWording } from './i18n/common-wording';
export { featureCommonWording } from './i18n/feature-common-wording';
export { addLibWording, useLibWording } from './i18n/use-lib-wording';
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
export type { LanguageChoice } from './i18n/language-context';
export { fillPlaceholders } from './i18n/fill-placeholders';
export { brandPlaceholders, useConfiguredText } from './i18n/use-configured-text';
export {
  apiDayjs,
  formatShortDate,
  formatLongDate,
  formatLongDateTime,
  setDateRegion,
  setDateLanguage,
  formatTableDate,
  formatCardExpiry,
  isCardExpiryInvalid,
  daysUntil,
} from './format/dates';
export { formatMoney, setMoneyLanguage } from './format/money';
export { Money, MoneyText } from './format/money-view';
export { setDisplayLanguage } from './format/display-language';
