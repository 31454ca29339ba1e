import { Link } from 'react-router';
import styled from 'styled-components';
import { formatShortDate } from '@portal/i18n';
import { linkStyles, space, themeColor, Table } from '@portal/ui-kit';
import type { DocumentEntry } from '../data/document-entry';
import type { DocumentSort } from '../data/document-sort';
import { useDocumentsTranslation } from '../use-documents-translation';
import { SortHeader } from './sort-header';
import { portalPaths } from '@portal/session';

const StyledTable = styled(Table)`
  background: ${themeColor('background.surface')};

  /* On its own surface, the first column keeps its padding off the edge. */
  th:first-child,
  td:first-child {
    padding-inline-start: ${space(3)};
  }

  td:first-child {
    white-space: nowrap;
  }
`;

const StyledLink = styled(Link)`
  ${linkStyles}
  overflow-wrap: anywhere;
`;

export type DocumentTableProps = {
  policyNumber: string;
  entries: DocumentEntry[];
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
};

/** The policy's documents, newest first unless the customer chose another order. Each subject opens the viewer. */
export function DocumentTable({ policyNumber, entries, sort, onSort }: DocumentTableProps) {
  const { t } = useDocumentsTranslation();
  const viewerPath = (docId: string) => portalPaths.documentViewer(policyNumber, docId);
  return (
    <StyledTable>
      <caption>{t('tableCaption', { number: policyNumber })}</caption>
      <thead>
        <tr>
          <SortHeader
            label={t('column.date')}
            direction={sort === 'date-desc' ? 'descending' : sort === 'date-asc' ? 'ascending' : 'none'}
            onSort={() => onSort(sort === 'date-desc' ? 'date-asc' : 'date-desc')}
          />
          <SortHeader label={t('column.subject')} direction={sort === 'subject' ? 'ascending' : 'none'} onSort={() => onSort('subject')} />
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.docId}>
            <td>{entry.date ? formatShortDate(entry.date) : t('noDate')}</td>
            <td>
              <StyledLink to={viewerPath(entry.docId)}>{entry.subject}</StyledLink>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
