import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { markPolicyPending, type PolicyRecord } from '@portal/policy-data';
import { useCustomerDetail, portalPaths } from '@portal/session';
import { Button, LoadingIndicator } from '@portal/ui-kit';
import { usePayNowSelection } from '../selection/selection-store';
import { usePaynowTranslation } from '../use-paynow-translation';
import { isUnknownOutcome } from './finalise-outcome';
import { PaymentFailure } from './payment-failure';
import { PaymentUnknown } from './payment-unknown';
import { ReceiptA } from './receipt-a';
import { ReceiptActions } from './receipt-actions';
import { ReceiptB } from './receipt-b';
import { RECEIPT_HEADING_ID } from './receipt-frame';
import { ReceiptPrintStyles } from './receipt-print-styles';
import { isPartialPayment, receiptRows, shownText } from './receipt-rows';
import { StyledResult } from './receipt-styles';
import { useFinalisePayment, type PayNowReturn } from './use-finalise-payment';

/** A payment finalised within this long is still settling: the policy shows 'Processing Payment'. */
const SETTLING_MS = 5 * 60_000;

export type PaymentResultProps = {
  policyNumber: string;
  policy: PolicyRecord | undefined;
  leg: PayNowReturn;
  variant: 'A' | 'B';
};

/**
 * The return leg: finalise once, then the receipt (variant A or B); a refusal (4xx) the failure page; an unknown
 * outcome the page that checks the policy's payments before offering anything.
 */
export function PaymentResult({ policyNumber, policy, leg, variant }: PaymentResultProps) {
  const { t } = usePaynowTranslation();
  const navigate = useNavigate();
  const finalise = useFinalisePayment(policy, leg);
  const name = useCustomerDetail().data?.FirstName ?? null;
  const clearSelection = usePayNowSelection((s) => s.clear);
  const record = shownText(finalise.data?.receipt.ReceiptReference) ? finalise.data : undefined;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!record) return;
    clearSelection(record.policyNumber);
    if (Date.now() - Date.parse(record.paidAt) < SETTLING_MS) markPolicyPending(record.policyNumber);
    container.current?.querySelector<HTMLElement>(`#${RECEIPT_HEADING_ID}`)?.focus();
  }, [record, clearSelection]);

  // A 2xx without a receipt reference, or a failure other than a refusal: the outcome is unknown, never guessed.
  if (finalise.isError ? isUnknownOutcome(finalise.error) : finalise.data && !record) {
    return <PaymentUnknown policy={policy} policyNumber={policyNumber} leg={leg} />;
  }
  if (finalise.isError) return <PaymentFailure policyNumber={policyNumber} />;
  if (!record) return <LoadingIndicator text={t('finalising')} />;
  const Receipt = variant === 'A' ? ReceiptA : ReceiptB;
  const notes = [...(isPartialPayment(record) ? [t('receiptB.partial')] : []), t('allowTime')];
  return (
    <StyledResult ref={container}>
      <ReceiptPrintStyles />
      <Receipt record={record} name={name} />
      <ReceiptActions record={record} pdf={{ title: t('pdf.title'), rows: receiptRows(record, t).map((r) => [r.label, r.value]), notes }} />
      <Button variant="secondary" onClick={() => void navigate(portalPaths.dashboard)}>
        {t('common:backToPolicies')}
      </Button>
    </StyledResult>
  );
}
