import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space, themeColor } from '@portal/ui-kit';
import { hasValue } from './shown-values';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${space(2)} ${space(4)};
  margin: 0;

  @media (max-width: ${({ theme }) => theme.layout.narrowBreakpoint}) {
    grid-template-columns: 1fr;
    gap: 0;

    dd {
      margin-bottom: ${space(2)};
    }
  }
`;

const StyledRow = styled.div`
  display: contents;
`;

const StyledTerm = styled.dt`
  color: ${themeColor('text.muted')};
`;

const StyledValue = styled.dd`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export type DetailRow = { label: string; value: ReactNode; key?: string };

/** Label and value pairs (a description list), stacked on narrow screens; a row without a value is left out. */
export function DetailList({ rows }: { rows: ReadonlyArray<DetailRow | false | null | undefined> }) {
  return (
    <StyledList>
      {rows
        .filter((row): row is DetailRow => Boolean(row) && hasValue((row as DetailRow).value))
        .map((row) => (
          <StyledRow key={row.key ?? row.label}>
            <StyledTerm>{row.label}</StyledTerm>
            <StyledValue>{row.value}</StyledValue>
          </StyledRow>
        ))}
    </StyledList>
  );
}
