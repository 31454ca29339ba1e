import { Money } from '@portal/i18n';
import { Banner, VisuallyHidden } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';
import type { ReceiptProps } from './receipt-a';
import { isPartialPayment, receiptRows } from './receipt-rows';
import { StyledReceipt, StyledScheme } from './receipt-styles';

/**
 * Variant B's receipt: reference, payment time, method (scheme and masked card), sender name if present, amount,
 * next regular payment date (the due date for cheque), and a warning when not every overdue payment was paid.
 */
export function ReceiptB({ record }: ReceiptProps) {
  const { t } = usePaynowTranslation();
  const { receipt } = record;
  return (
    <StyledReceipt aria-labelledby="paynow-receipt-heading">
      <h2 id="paynow-receipt-heading" tabIndex={-1}>
        {t('receiptB.heading')}
      </h2>
      <dl>
        {receiptRows(record, t).map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              {row.key === 'method' ? (
                <>
                  <StyledScheme aria-hidden="true">{receipt.CardScheme}</StyledScheme>
                  <VisuallyHidden>{receipt.CardScheme} </VisuallyHidden>
                  {t('common:card', { suffix: receipt.CardSuffix })}
                </>
              ) : row.key === 'amount' ? (
                <Money amount={receipt.Amount} />
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {isPartialPayment(record) ? <Banner tone="warning">{t('receiptB.partial')}</Banner> : null}
      <p>{t('allowTime')}</p>
    </StyledReceipt>
  );
}
