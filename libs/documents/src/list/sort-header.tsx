import styled from 'styled-components';
import { focusRing, space, themeColor } from '@portal/ui-kit';

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 44px;
  padding: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${themeColor('text.link')};
  background: none;
  border: 0;
  cursor: pointer;
  text-decoration: underline;

  &:focus-visible {
    ${focusRing()}
  }
`;

export type SortDirection = 'ascending' | 'descending' | 'none';

export type SortHeaderProps = { label: string; direction: SortDirection; onSort: () => void };

const arrows: Record<SortDirection, string> = { ascending: '▲', descending: '▼', none: '' };

/** A column header that sorts the table: aria-sort on the cell says the current order to assistive technology. */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  return (
    <th scope="col" aria-sort={direction}>
      <StyledButton type="button" onClick={onSort}>
        {label}
        <span aria-hidden="true">{arrows[direction]}</span>
      </StyledButton>
    </th>
  );
}
