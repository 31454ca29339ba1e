import type { ReactNode } from 'react';
import { usePaynowTranslation } from '../use-paynow-translation';
import type { ReceiptRecord } from './receipt-record';
import { StyledReceipt } from './receipt-styles';

export type ReceiptProps = { record: ReceiptRecord; name: string | null };

/** The id of the receipt's heading, which the result page focuses once the payment is recorded. */
export const RECEIPT_HEADING_ID = 'paynow-receipt-heading';

/**
 * What receipts A and B share: the section named by its heading (focusable, for the result page to focus), their own
 * content, and the note that the payment takes time to show on the policy.
 */
export function ReceiptFrame({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const { t } = usePaynowTranslation();
  return (
    <StyledReceipt aria-labelledby={RECEIPT_HEADING_ID}>
      <h2 id={RECEIPT_HEADING_ID} tabIndex={-1}>
        {heading}
      </h2>
      {children}
      <p>{t('allowTime')}</p>
    </StyledReceipt>
  );
}
