import { MoneyText, formatMoney } from '@portal/i18n';
import { usePaynowTranslation } from '../use-paynow-translation';
import type { ReceiptRecord } from './receipt-record';
import { StyledReceipt } from './receipt-styles';

export type ReceiptProps = { record: ReceiptRecord; name: string | null };

/** Variant A's result: 'Thank you {name}!', the processed message, 'Reference #' and the update note. */
export function ReceiptA({ record, name }: ReceiptProps) {
  const { t } = usePaynowTranslation();
  const { receipt } = record;
  return (
    <StyledReceipt aria-labelledby="paynow-receipt-heading">
      <h2 id="paynow-receipt-heading" tabIndex={-1}>
        {name ? t('receiptA.thanks', { name }) : t('receiptA.thanksNoName')}
      </h2>
      <p>
        <MoneyText
          text={t('receiptA.processed', { amount: formatMoney(receipt.Amount), policyNumber: receipt.PolicyNumber })}
          amounts={[formatMoney(receipt.Amount)]}
        />
      </p>
      <p>
        <strong>{t('receiptA.reference', { reference: receipt.ReceiptReference })}</strong>
      </p>
      <p>{t('allowTime')}</p>
    </StyledReceipt>
  );
}
