import styled from 'styled-components';

export type ClusterAlign = 'stretch' | 'start' | 'center' | 'baseline';
export type ClusterJustify = 'start' | 'end' | 'center' | 'space-between';

const flexValue = (value: string) => (value === 'start' || value === 'end' ? `flex-${value}` : value);

/**
 * Inline layout: children side by side, wrapping onto the next line when the row is full, with a gap of `$gap`
 * space units (default 3) between them and `$rowGap` (default `$gap`) between lines, and no outer margin; its
 * items set no margin of their own (a paragraph or heading in the row lines up with the rest).
 * `$align` places them across (default centre), `$justify` along the row (default start).
 * Pass `as="ul"` for a list (its bullets and padding are removed).
 */
export const Cluster = styled.div<{ $gap?: number; $rowGap?: number; $align?: ClusterAlign; $justify?: ClusterJustify }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => flexValue($align)};
  justify-content: ${({ $justify = 'start' }) => flexValue($justify)};
  gap: ${({ $gap = 3, $rowGap = $gap, theme }) => `${$rowGap * theme.spaceUnit}px ${$gap * theme.spaceUnit}px`};
  margin: 0;
  padding: 0;
  list-style: none;

  & > * {
    margin: 0;
  }
`;
