import type { TFunction } from 'i18next';
import type { Receipt } from '@portal/core-api';
import { formatLongDateTime, formatMoney, formatShortDate } from '@portal/i18n';
import type { CardSchemeName } from '@portal/ui-kit';
import type { ReceiptRecord } from './receipt-record';

export type ReceiptRow = { key: string; label: string; value: string };

/** A receipt's text field as shown: null when null, absent or blank (its row is then left out). */
export const shownText = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** The amount paid, when the answer carries one (never "$0.00" for a missing amount). */
export const paidAmount = (receipt: Receipt): number | null =>
  typeof receipt.Amount === 'number' && Number.isFinite(receipt.Amount) ? receipt.Amount : null;

/** The policy paid: the receipt's, else the one the payment was made for (sent as ClientPolicyNumber). */
export const paidPolicy = (record: ReceiptRecord): string => shownText(record.receipt.PolicyNumber) ?? record.policyNumber;

const SCHEMES: Record<string, CardSchemeName> = { visa: 'visa', mastercard: 'mastercard' };

/** How the customer paid, from what the receipt has: the scheme's name (with its mark when known) and the masked card. */
export type PaidWith = { scheme: string | null; mark: CardSchemeName | null; card: string | null; text: string };

export function paidWith(receipt: Receipt, t: TFunction<['paynow', 'common']>): PaidWith | null {
  const scheme = shownText(receipt.CardScheme);
  const suffix = shownText(receipt.CardSuffix);
  const card = suffix ? t('common:card', { suffix }) : null;
  if (!scheme && !card) return null;
  const mark = scheme ? (SCHEMES[scheme.toLowerCase().replace(/\s+/g, '')] ?? null) : null;
  return { scheme, mark, card, text: [scheme, card].filter(Boolean).join(' ') };
}

/**
 * The receipt's facts in order (variant B's page and every PDF): reference, policy, time, method, sender, amount,
 * next date. A fact the answer lacks (null, absent, blank) leaves its row out.
 */
export function receiptRows(record: ReceiptRecord, t: TFunction<['paynow', 'common']>): ReceiptRow[] {
  const { receipt } = record;
  const method = paidWith(receipt, t);
  const sender = shownText(receipt.CardHolderName);
  const amount = paidAmount(receipt);
  const rows: (ReceiptRow | null)[] = [
    { key: 'reference', label: t('receiptB.reference'), value: receipt.ReceiptReference },
    { key: 'policy', label: t('common:policyNumber'), value: paidPolicy(record) },
    { key: 'time', label: t('receiptB.time'), value: formatLongDateTime(record.paidAt) },
    method ? { key: 'method', label: t('common:paymentMethod'), value: method.text } : null,
    sender ? { key: 'sender', label: t('receiptB.sender'), value: sender } : null,
    amount === null ? null : { key: 'amount', label: t('receiptB.amount'), value: formatMoney(amount) },
    record.nextPaymentDate
      ? {
          key: 'next',
          label: record.cheque ? t('receiptB.nextDue') : t('receiptB.nextPayment'),
          value: formatShortDate(record.nextPaymentDate),
        }
      : null,
  ];
  return rows.filter((r): r is ReceiptRow => r !== null);
}

export const isPartialPayment = (record: ReceiptRecord) => record.paidCount < record.overdueCount;
