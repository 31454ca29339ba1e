import styled from 'styled-components';
import { themeColor, VisuallyHidden, Table } from '@portal/ui-kit';
import type { ContactRow } from './contact-rows';

/** Row headers name each field quietly; the customer's own details stand out. */
const StyledTable = styled(Table)`
  th {
    width: 40%;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${themeColor('text.muted')};
  }

  td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export type ContactTableProps = { caption: string; rows: ContactRow[]; emptyText: string };

/** The read-only contact details: one row per field, a row header and its value ('Not provided' when blank). */
export function ContactTable({ caption, rows, emptyText }: ContactTableProps) {
  return (
    <StyledTable>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value || <span>{emptyText}</span>}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
