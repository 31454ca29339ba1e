import { MoneyText, formatMoney } from '@portal/i18n';
import { usePaynowTranslation } from '../use-paynow-translation';
import type { ReceiptRecord } from './receipt-record';
import { paidAmount, paidPolicy } from './receipt-rows';
import { StyledReceipt } from './receipt-styles';

export type ReceiptProps = { record: ReceiptRecord; name: string | null };

/** Variant A's result: 'Thank you {name}!', the processed message (without an amount the answer lacks), 'Reference #' and the update note. */
export function ReceiptA({ record, name }: ReceiptProps) {
  const { t } = usePaynowTranslation();
  const amount = paidAmount(record.receipt);
  const policyNumber = paidPolicy(record);
  return (
    <StyledReceipt aria-labelledby="paynow-receipt-heading">
      <h2 id="paynow-receipt-heading" tabIndex={-1}>
        {name ? t('receiptA.thanks', { name }) : t('receiptA.thanksNoName')}
      </h2>
      <p>
        {amount === null ? (
          t('receiptA.processedNoAmount', { policyNumber })
        ) : (
          <MoneyText text={t('receiptA.processed', { amount: formatMoney(amount), policyNumber })} amounts={[formatMoney(amount)]} />
        )}
      </p>
      <p>
        <strong>{t('receiptA.reference', { reference: record.receipt.ReceiptReference })}</strong>
      </p>
      <p>{t('allowTime')}</p>
    </StyledReceipt>
  );
}
