import { Money } from '@portal/i18n';
import { Banner, CardSchemeMark } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';
import { ReceiptFrame, type ReceiptProps } from './receipt-frame';
import { isPartialPayment, paidAmount, paidWith, receiptRows } from './receipt-rows';
import { StyledMethod } from './receipt-styles';

/**
 * Variant B's receipt: reference, payment time, method (the scheme's mark, named for screen readers, and the masked
 * card), sender name if present, amount, next regular payment date (the due date for cheque), and a warning when not
 * every overdue payment was paid. A fact the answer lacks leaves its row out.
 */
export function ReceiptB({ record }: ReceiptProps) {
  const { t } = usePaynowTranslation();
  const method = paidWith(record.receipt, t);
  const amount = paidAmount(record.receipt);
  return (
    <ReceiptFrame heading={t('receiptB.heading')}>
      <dl>
        {receiptRows(record, t).map((row) => (
          <div key={row.key} data-testid={`receipt-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              {row.key === 'method' && method ? (
                <StyledMethod>
                  {method.mark && method.scheme ? <CardSchemeMark scheme={method.mark} label={method.scheme} /> : method.scheme}
                  {method.scheme && method.card ? ' ' : null}
                  {method.card ? <span>{method.card}</span> : null}
                </StyledMethod>
              ) : row.key === 'amount' && amount !== null ? (
                <Money amount={amount} />
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {isPartialPayment(record) ? <Banner tone="warning">{t('receiptB.partial')}</Banner> : null}
    </ReceiptFrame>
  );
}
