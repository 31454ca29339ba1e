import { NoWrap, NoWrapText } from '@portal/ui-kit';
import { formatMoney } from './money';

/** A money amount as shown on its own (a detail's value, a table cell, a total): formatted, and never wrapped. */
export function Money({ amount }: { amount: number | null | undefined }) {
  return <NoWrap>{formatMoney(amount)}</NoWrap>;
}

/**
 * A sentence given formatted amounts (`t('key', { total: formatMoney(x) })`): the amounts never wrap inside
 * ("1 234,56 $" never leaves its "$" on the next line), the rest wraps as usual.
 */
export function MoneyText({ text, amounts }: { text: string; amounts: ReadonlyArray<string> }) {
  return <NoWrapText text={text} keep={amounts} />;
}
