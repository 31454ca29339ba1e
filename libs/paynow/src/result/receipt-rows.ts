import type { TFunction } from 'i18next';
import { formatLongDateTime, formatMoney, formatShortDate } from '@portal/i18n';
import type { ReceiptRecord } from './receipt-record';

export type ReceiptRow = { key: string; label: string; value: string };

/** The receipt's facts in order (variant B's page and every PDF): reference, time, method, sender, amount, next date. */
export function receiptRows(record: ReceiptRecord, t: TFunction<['paynow', 'common']>): ReceiptRow[] {
  const { receipt } = record;
  const rows: (ReceiptRow | null)[] = [
    { key: 'reference', label: t('receiptB.reference'), value: receipt.ReceiptReference },
    { key: 'policy', label: t('common:policyNumber'), value: receipt.PolicyNumber },
    { key: 'time', label: t('receiptB.time'), value: formatLongDateTime(record.paidAt) },
    { key: 'method', label: t('common:paymentMethod'), value: `${receipt.CardScheme} ${t('common:card', { suffix: receipt.CardSuffix })}` },
    receipt.CardHolderName ? { key: 'sender', label: t('receiptB.sender'), value: receipt.CardHolderName } : null,
    { key: 'amount', label: t('receiptB.amount'), value: formatMoney(receipt.Amount) },
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
