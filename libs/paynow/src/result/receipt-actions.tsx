import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Actions, Button, TextLink } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';
import { calendarEvent } from './calendar-event';
import type { ReceiptPdfInput } from './receipt-pdf';
import type { ReceiptRecord } from './receipt-record';

const StyledActions = styled(Actions)`
  @media print {
    display: none;
  }
`;

export type ReceiptActionsProps = {
  record: ReceiptRecord;
  /** What the PDF holds: the receipt's rows as shown. */
  pdf: Omit<ReceiptPdfInput, 'fileName'>;
};

/** A blob URL of the next payment's .ics file, revoked when the receipt goes. */
function useCalendarUrl(record: ReceiptRecord, summary: string): string | null {
  const text = useMemo(
    () =>
      record.nextPaymentDate
        ? calendarEvent({ date: record.nextPaymentDate, summary, uid: `${record.receipt.ReceiptReference}@paynow` })
        : null,
    [record, summary],
  );
  const url = useMemo(() => (text ? URL.createObjectURL(new Blob([text], { type: 'text/calendar' })) : null), [text]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Print (the print stylesheet hides navigation and buttons), a PDF made on demand, and the calendar file. */
export function ReceiptActions({ record, pdf }: ReceiptActionsProps) {
  const { t } = usePaynowTranslation();
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const calendarUrl = useCalendarUrl(record, t('calendar.summary', { policyNumber: record.policyNumber }));
  const download = async () => {
    setPdfState('busy');
    try {
      const { saveReceiptPdf } = await import('./receipt-pdf');
      saveReceiptPdf({ ...pdf, fileName: `receipt-${record.receipt.ReceiptReference}.pdf` });
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };
  return (
    <>
      <StyledActions $align="center" role="group" aria-label={t('actions.label')}>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('actions.print')}
        </Button>
        <Button variant="secondary" loading={pdfState === 'busy'} loadingText={t('actions.pdfLoading')} onClick={() => void download()}>
          {t('actions.pdf')}
        </Button>
        {calendarUrl ? (
          <TextLink href={calendarUrl} download={`next-payment-${record.policyNumber}.ics`}>
            {t('actions.calendar')}
          </TextLink>
        ) : null}
      </StyledActions>
      <div role="status">{pdfState === 'failed' ? <p>{t('actions.pdfFailed')}</p> : null}</div>
    </>
  );
}
