const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Section 9: dollar sign, en-US grouping, two decimals: 1234.5 -> "$1,234.50". */
export function formatMoney(amount: number | null | undefined): string {
  return dollars.format(Number.isFinite(amount) ? (amount as number) : 0);
}
