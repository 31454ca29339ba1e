import { setDateLanguage } from './dates';
import { setMoneyLanguage } from './money';

/**
 * The language money and dates are written in: `code` a language tag ('en-CA', 'fr-CA'), `dayjsLocale` the dayjs
 * locale its resources registered ('en' for English, dayjs's own).
 */
export function setDisplayLanguage(code: string, dayjsLocale = 'en'): void {
  setMoneyLanguage(code);
  setDateLanguage(dayjsLocale);
}
