export { COUNTRY } from './brand/brand-definition';
export type { BrandDefinition, CountryId, FooterLink, WordingOverrides } from './brand/brand-definition';
export { PortalConfigProvider, useBrand, useRegionalConfig, useFeatureFlags } from './brand/portal-config-context';
export type { PortalConfig } from './brand/portal-config-context';
export { logoSrc } from './brand/logo-src';
export {
  regionalConfigSchema,
  configResponseSchema,
  selectRegionalConfig,
} from './regional/regional-config';
export type { RegionalConfig, RegionalConfigInput } from './regional/regional-config';
export { loadRegionalConfig, ConfigError } from './regional/load-regional-config';
export type { ConfigErrorReason } from './regional/load-regional-config';
export { countries, countryName } from './regional/lists/countries';
export type { Country } from './regional/lists/countries';
export { australianStates, canadianProvinces, regionsOf } from './regional/lists/regions';
export type { Region } from './regional/lists/regions';
export { compilePattern, stripDashes, isValidMobile, isValidEmail } from './regional/patterns';
export { createI18n } from './i18n/create-i18n';
export type { Wording } from './i18n/create-i18n';
export { commonWording } from './i18n/common-wording';
export { addLibWording, useLibWording } from './i18n/use-lib-wording';
export { fillPlaceholders } from './i18n/fill-placeholders';
export { brandPlaceholders, useConfiguredText } from './i18n/use-configured-text';
export {
  apiDayjs,
  formatShortDate,
  formatLongDate,
  formatLongDateTime,
  setDateRegion,
  formatTableDate,
  formatCardExpiry,
  isCardExpiryInvalid,
  daysUntil,
} from './format/dates';
export { formatMoney } from './format/money';
