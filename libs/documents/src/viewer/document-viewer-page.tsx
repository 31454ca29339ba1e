import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/core-api';
import { NotFound } from '@portal/session';
import { Banner, Button, LoadingIndicator, linkStyles, space } from '@portal/ui-kit';
import { EmailView } from '../email/email-view';
import { useDocumentContent } from '../data/use-document-content';
import { usePolicyDocuments } from '../data/use-policy-documents';
import { PolicyHeading } from '../shared/policy-heading';
import { useDocumentsTranslation } from '../use-documents-translation';
import { PdfView } from './pdf-view';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const StyledBack = styled(Link)`
  ${linkStyles}
  align-self: flex-start;
`;

/**
 * '/documents/:policyNumber/view?docId=': 'Loading your document...' while it downloads; a PDF from a blob URL or
 * an e-mail; 'Document not found' when the document is not in the policy's list or its content is neither;
 * 'Unable to download the Document. Please try again.' with a retry when the download fails.
 */
export function DocumentViewerPage() {
  const { t } = useDocumentsTranslation();
  const { policyNumber = '' } = useParams();
  const docId = useSearchParams()[0].get('docId') ?? '';
  const documents = usePolicyDocuments(policyNumber, t('welcome'));
  const entry = documents.entries.find((e) => e.docId === docId);
  const content = useDocumentContent(entry?.hit);
  if (documents.notFound) return <NotFound />;

  const listPath = `/documents/${encodeURIComponent(policyNumber)}`;
  const missing = (!documents.loading && !entry) || content.data?.kind === 'unknown' || (isApiError(content.error) && content.error.httpStatus === 404);
  const body = missing ? (
    <Banner tone="error">{t('notFound')}</Banner>
  ) : documents.failed || content.isError ? (
    <Banner tone="error" action={<Button variant="secondary" loading={content.isFetching} onClick={() => void content.refetch()}>{t('retry')}</Button>}>
      {t('downloadFailed')}
    </Banner>
  ) : !content.data || !entry ? (
    <LoadingIndicator text={t('loadingDocument')} />
  ) : content.data.kind === 'pdf' ? (
    <PdfView bytes={content.data.bytes} fileName={entry.hit.FolderFields.FileName} />
  ) : (
    <EmailView bytes={content.data.bytes} />
  );

  return (
    <StyledPage aria-labelledby="document-heading" aria-busy={!missing && !content.data && !content.isError}>
      <StyledBack to={listPath}>{t('backToList', { title: t('title') })}</StyledBack>
      <PolicyHeading id="document-heading" title={entry?.subject ?? t('title')} productName={documents.productName} policyNumber={policyNumber} />
      {body}
    </StyledPage>
  );
}
