import styled from 'styled-components';
import { space, Stack } from '@portal/ui-kit';
import { FileActions } from '../shared/file-actions';
import { useBlobUrl } from '../shared/use-blob-url';
import { useDocumentsTranslation } from '../use-documents-translation';
import type { EmailAttachment } from './parse-email';

const StyledList = styled(Stack).attrs({ as: 'ul', $gap: 4 })`
  margin: 0;
  padding: 0;
  list-style: none;

  p {
    margin: 0 0 ${space(2)};
    overflow-wrap: anywhere;
  }
`;

function AttachmentItem({ attachment, fallbackName }: { attachment: EmailAttachment; fallbackName: string }) {
  const url = useBlobUrl(attachment.bytes, 'application/pdf');
  const name = attachment.fileName || fallbackName;
  return (
    <li>
      <p>{name}</p>
      <FileActions url={url} fileName={name} />
    </li>
  );
}

export type AttachmentListProps = { attachments: EmailAttachment[] };

/** 'Attached Files': the e-mail's PDF attachments, each opened in a new tab or downloaded. */
export function AttachmentList({ attachments }: AttachmentListProps) {
  const { t } = useDocumentsTranslation();
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="attached-files">
      <h2 id="attached-files">{t('attachedFiles')}</h2>
      <StyledList>
        {attachments.map((attachment, index) => (
          <AttachmentItem key={`${attachment.fileName}-${index}`} attachment={attachment} fallbackName={`attachment-${index + 1}.pdf`} />
        ))}
      </StyledList>
    </section>
  );
}
