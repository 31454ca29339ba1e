const SECTION_9 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The dollar of each region the insurer trades in, for a language other than English. */
const CURRENCY_OF_REGION: Record<string, string> = { AU: 'AUD', NZ: 'NZD', CA: 'CAD', US: 'USD' };

let dollars = SECTION_9;

/**
 * The display language chooses the money form: English keeps section 9's form ($1,234.50) in every region; another
 * language writes its own conventions with its region's dollar shown as a bare "$" (fr-CA: 1 234,56 $, with
 * narrow no-break spaces). Set with the portal's language (setDisplayLanguage).
 */
export function setMoneyLanguage(code: string): void {
  const [language, region = ''] = code.split('-');
  const currency = CURRENCY_OF_REGION[region.toUpperCase()];
  if (language === 'en' || !currency) {
    dollars = SECTION_9;
    return;
  }
  try {
    dollars = new Intl.NumberFormat(code, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    dollars = SECTION_9;
  }
}

/** Section 9: dollar sign, en-US grouping, two decimals: 1234.5 -> "$1,234.50" (in French: "1 234,50 $"). */
export function formatMoney(amount: number | null | undefined): string {
  return dollars.format(Number.isFinite(amount) ? (amount as number) : 0);
}
