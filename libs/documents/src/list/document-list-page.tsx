import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Banner, LoadingIndicator, Stack, NotFound } from '@portal/ui-kit';
import { sortDocuments } from '../data/document-sort';
import { usePolicyDocuments } from '../data/use-policy-documents';
import { PolicyHeading } from '../shared/policy-heading';
import { useInboxTitle } from '../shared/use-inbox-title';
import { useDocumentsTranslation } from '../use-documents-translation';
import { DocumentTable } from './document-table';
import { useDocumentSort } from './use-document-sort';

const sortMessage = { 'date-desc': 'sort.dateDesc', 'date-asc': 'sort.dateAsc', subject: 'sort.subject' } as const;

/**
 * '/documents/:policyNumber': the policy's PDF documents, newest first, sortable by date (toggle) or subject, the
 * order kept in the URL and announced. A spinner while the policies or documents load; not-found for a number that
 * is not the customer's.
 */
export function DocumentListPage() {
  const { t } = useDocumentsTranslation();
  const { policyNumber = '' } = useParams();
  const inboxTitle = useInboxTitle();
  const [sort, setSort] = useDocumentSort();
  const { loading, notFound, failed, productName, entries } = usePolicyDocuments(policyNumber, t('welcome'));
  const sorted = useMemo(() => sortDocuments(entries, sort), [entries, sort]);
  if (notFound) return <NotFound />;

  return (
    <Stack as="section" $flush aria-labelledby="documents-heading" aria-busy={loading}>
      <PolicyHeading id="documents-heading" title={inboxTitle} productName={productName} policyNumber={policyNumber} />
      {failed ? (
        <Banner tone="error">{t('listLoadFailed')}</Banner>
      ) : loading ? (
        <LoadingIndicator text={t('loadingList')} />
      ) : sorted.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p role="status">{t(sortMessage[sort])}</p>
          <DocumentTable policyNumber={policyNumber} entries={sorted} sort={sort} onSort={setSort} />
        </>
      )}
    </Stack>
  );
}
