const SECTION_9: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** The dollar of each region the insurer trades in, by a language tag's second subtag (none for 'fr': undefined). */
const CURRENCY_OF_REGION = new Map<string | undefined, string>([
  ['AU', 'AUD'],
  ['NZ', 'NZD'],
  ['CA', 'CAD'],
  ['US', 'USD'],
]);

/** The display language money is written in; undefined until one is set: section 9's form. */
let moneyLanguage: string | undefined;
/**
 * Made on first use, not when this module loads or the language is set: a page's first Intl.NumberFormat (or
 * DateTimeFormat) loads the browser's formatting data, 15-30 ms of main thread, which the login page (it shows no
 * amount) paid in its start-up task (issue 26: most of its Total Blocking Time over the script floor's).
 */
let dollars: Intl.NumberFormat | undefined;

/**
 * The display language chooses the money form: its own conventions with its region's dollar shown as a bare "$"
 * (fr-CA: 1 234,56 $, with narrow no-break spaces). English writes section 9's form ($1,234.50) that way in every
 * region the insurer trades in (money.test.ts holds ICU to it), so it needs no path of its own. A language without
 * such a region has no currency, which Intl refuses (TypeError), as it refuses a malformed tag (RangeError): both
 * keep section 9's form. Set with the portal's language (setDisplayLanguage).
 */
export function setMoneyLanguage(code: string): void {
  if (code === moneyLanguage) return;
  moneyLanguage = code;
  dollars = undefined;
}

function dollarForm(): Intl.NumberFormat {
  if (dollars) return dollars;
  if (moneyLanguage === undefined) return (dollars = new Intl.NumberFormat('en-US', SECTION_9));
  const [, region] = moneyLanguage.toUpperCase().split('-');
  try {
    dollars = new Intl.NumberFormat(moneyLanguage, {
      style: 'currency',
      currency: CURRENCY_OF_REGION.get(region),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    dollars = new Intl.NumberFormat('en-US', SECTION_9);
  }
  return dollars;
}

/** Section 9: dollar sign, en-US grouping, two decimals: 1234.5 -> "$1,234.50" (in French: "1 234,50 $"). */
export function formatMoney(amount: number | null | undefined): string {
  return dollarForm().format(Number.isFinite(amount) ? (amount as number) : 0);
}
