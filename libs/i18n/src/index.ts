// Wording
export { createI18n } from './wording/create-i18n';
export type { Wording } from './wording/create-i18n';
export { commonWording } from './wording/common-wording';
export { featureCommonWording } from './wording/feature-common-wording';
export { addLibWording, useLibWording } from './wording/use-lib-wording';
export { useFeatureCommonWording } from './wording/use-feature-common-wording';
export { onMissingWording } from './wording/missing-wording';
export { fillPlaceholders } from './wording/fill-placeholders';
export type { CompleteWording, PageTitleKey, PortalNamespace, PortalResources, WordingOverrides } from './wording/wording-types';

// The page title slot
export { PageTitleProvider, usePageTitle } from './frame/page-title';

// Formats
export {
  formatShortDate,
  formatLongDate,
  formatLongDateTime,
  formatClockTime,
  formatTableDate,
  formatCardExpiry,
  isCardExpiryInvalid,
  daysUntil,
  setDateRegion,
} from './format/dates';
export { formatMoney } from './format/money';
export { prepareFormats } from './format/prepare-formats';
export { Money, MoneyText } from './format/money-view';
export { setDisplayLanguage } from './format/display-language';
