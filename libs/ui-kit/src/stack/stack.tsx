import styled, { css } from 'styled-components';

export type StackAlign = 'stretch' | 'start' | 'center';

const flush = css`
  & h1,
  & h2,
  & h3,
  & h4,
  & p,
  & dl {
    margin: 0;
  }
`;

/**
 * Vertical layout: children one under another with a gap of `$gap` space units (default 4) and no outer margin.
 * Pass `as="section"`, `as="form"` or `as="ul"` for the right element; `$align` places the children across.
 * `$flush`: the headings, paragraphs and description lists inside set no margin of their own, so the gap alone
 * spaces them (instead of a hand-written `h2, p { margin: 0 }` in each feature).
 */
export const Stack = styled.div<{ $gap?: number; $align?: StackAlign; $flush?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4, theme }) => `${$gap * theme.spaceUnit}px`};
  align-items: ${({ $align = 'stretch' }) => ($align === 'stretch' ? 'stretch' : $align === 'start' ? 'flex-start' : 'center')};
  margin: 0;
  ${({ $flush }) => $flush && flush}
`;
