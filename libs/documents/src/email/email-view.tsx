import styled from 'styled-components';
import { formatLongDateTime } from '@portal/i18n';
import { Banner, LoadingIndicator, space, Stack, themeColor } from '@portal/ui-kit';
import { useDocumentsTranslation } from '../use-documents-translation';
import { AttachmentList } from './attachment-list';
import { EmailFrame } from './email-frame';
import { pdfAttachments } from './parse-email';
import { useEmail } from './use-email';

const StyledHeaders = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(1)} ${space(3)};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledText = styled.div`
  padding: ${space(3)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${themeColor('background.surface')};
  border: 1px solid ${themeColor('border.subtle')};
`;

export type EmailViewProps = { bytes: Uint8Array };

/** An .eml: sender, date and subject, then the body (sanitised HTML in a sandboxed frame, or text), then its PDFs. */
export function EmailView({ bytes }: EmailViewProps) {
  const { t } = useDocumentsTranslation();
  const state = useEmail(bytes);
  if (state.status === 'loading') return <LoadingIndicator text={t('emailLoading')} />;
  if (state.status === 'failed') return <Banner tone="error">{t('emailFailed')}</Banner>;
  const { email, body } = state;
  const subject = email.subject || t('noSubject');
  const date = email.date ? formatLongDateTime(email.date) || email.date : '';
  return (
    <Stack>
      <StyledHeaders>
        <dt>{t('from')}</dt>
        <dd>{email.from}</dd>
        <dt>{t('date')}</dt>
        <dd>{date}</dd>
        <dt>{t('subject')}</dt>
        <dd>{subject}</dd>
      </StyledHeaders>
      {body && body.remote > 0 ? <Banner tone="info">{t('remoteBlocked')}</Banner> : null}
      {body ? <EmailFrame body={body} title={t('emailBodyTitle', { subject })} /> : <StyledText>{email.text ?? ''}</StyledText>}
      <AttachmentList attachments={pdfAttachments(email)} />
    </Stack>
  );
}
