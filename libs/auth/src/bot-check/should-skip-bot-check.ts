/**
 * Section 5, read literally: the bot check is "skipped in non-production when the URL has isAutomated=1".
 * So a production build always shows it (when the brand's recaptchaFeature is on), and a development or test build
 * shows it too unless the page URL carries isAutomated=1 (for automated runs against a dev server).
 */
export function shouldSkipBotCheck(search: string, isProduction: boolean): boolean {
  return !isProduction && new URLSearchParams(search).get('isAutomated') === '1';
}

/** Whether this page needs the bot check: the brand's flag is on and it is not skipped. */
export const isBotCheckRequired = (featureOn: boolean, search: string, isProduction = import.meta.env.PROD): boolean =>
  featureOn && !shouldSkipBotCheck(search, isProduction);
