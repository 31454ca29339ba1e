import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/core-api';
import { Banner, Button, linkStyles, LoadingIndicator, Stack, NotFound } from '@portal/ui-kit';
import { EmailView } from '../email/email-view';
import { toDocumentEntry } from '../data/document-entry';
import { findHit, isRequestable, shownKind } from '../data/document-hit';
import { useDocumentContent } from '../data/use-document-content';
import { usePolicyDocuments } from '../data/use-policy-documents';
import { PolicyHeading } from '../shared/policy-heading';
import { useInboxTitle } from '../shared/use-inbox-title';
import { useDocumentsTranslation } from '../use-documents-translation';
import { PdfView } from './pdf-view';

const StyledBack = styled(Link)`
  ${linkStyles}
  align-self: flex-start;
`;

/**
 * '/documents/:policyNumber/view?docId=': any document of the policy's HitList (the list shows PDFs only; e-mails are
 * opened by their id). 'Loading your document...' while it downloads; a PDF from a blob URL or an e-mail, as the
 * bytes say; 'Document not found' when the id is not in the HitList, its FileType is neither PDF nor e-mail, an
 * e-mail's headers are missing or the content is neither; 'Unable to download the Document. Please try again.' with
 * a retry when the download fails.
 */
export function DocumentViewerPage() {
  const { t } = useDocumentsTranslation();
  const inboxTitle = useInboxTitle();
  const { policyNumber = '' } = useParams();
  const docId = useSearchParams()[0].get('docId') ?? '';
  const documents = usePolicyDocuments(policyNumber, t('welcome'));
  const hit = findHit(documents.hits, docId);
  const entry = hit && toDocumentEntry(hit, documents.acceptanceDate, t('welcome'), t('noSubject'));
  const content = useDocumentContent(hit);
  const kind = hit && content.data ? shownKind(hit, content.data.kind) : undefined;
  if (documents.notFound) return <NotFound />;

  const listPath = `/documents/${encodeURIComponent(policyNumber)}`;
  const missing =
    (!documents.loading && (!hit || !isRequestable(hit))) ||
    kind === 'unknown' ||
    (isApiError(content.error) && content.error.httpStatus === 404);
  const body = missing ? (
    <Banner tone="error">{t('notFound')}</Banner>
  ) : documents.failed || content.isError ? (
    <Banner
      tone="error"
      action={
        <Button variant="secondary" loading={content.isFetching} onClick={() => void content.refetch()}>
          {t('common:tryAgain')}
        </Button>
      }
    >
      {t('downloadFailed')}
    </Banner>
  ) : !content.data || !entry ? (
    <LoadingIndicator text={t('loadingDocument')} />
  ) : kind === 'pdf' ? (
    <PdfView bytes={content.data.bytes} fileName={entry.hit.FolderFields.FileName ?? entry.subject} />
  ) : (
    <EmailView bytes={content.data.bytes} />
  );

  return (
    <Stack as="section" aria-labelledby="document-heading" aria-busy={!missing && !content.data && !content.isError}>
      <StyledBack to={listPath}>{t('backToList', { title: inboxTitle })}</StyledBack>
      <PolicyHeading
        id="document-heading"
        title={entry?.subject ?? inboxTitle}
        productName={documents.productName}
        policyNumber={policyNumber}
      />
      {body}
    </Stack>
  );
}
