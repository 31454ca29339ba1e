import styled, { css } from 'styled-components';
import { space, themeColor } from '../theme/create-theme';

const lastColumnAtEnd = css`
  th:last-child,
  td:last-child {
    text-align: end;
  }
`;

/**
 * The portal's one table: full width, a rule under each row, cells padded alike and the first column in line with the
 * text around the table. A caption (visible, or inside VisuallyHidden) names it; `th scope` marks the headers.
 * `$numeric`: the last column holds amounts or shares and lines up at the end.
 */
export const Table = styled.table<{ $numeric?: boolean }>`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding-bottom: ${space(2)};
    text-align: start;
    color: ${themeColor('text.muted')};
  }

  th,
  td {
    padding: ${space(2)} ${space(3)};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${themeColor('border.default')};
    overflow-wrap: anywhere;
  }

  th:first-child,
  td:first-child {
    padding-inline-start: 0;
  }

  ${({ $numeric }) => $numeric && lastColumnAtEnd}
`;
