import { MoneyText, formatMoney } from '@portal/i18n';
import { usePaynowTranslation } from '../use-paynow-translation';
import { ReceiptFrame, type ReceiptProps } from './receipt-frame';
import { paidAmount, paidPolicy } from './receipt-rows';

/** Variant A's result: 'Thank you {name}!', the processed message (without an amount the answer lacks), 'Reference #' and the update note. */
export function ReceiptA({ record, name }: ReceiptProps) {
  const { t } = usePaynowTranslation();
  const amount = paidAmount(record.receipt);
  const policyNumber = paidPolicy(record);
  return (
    <ReceiptFrame heading={name ? t('receiptA.thanks', { name }) : t('receiptA.thanksNoName')}>
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
    </ReceiptFrame>
  );
}
