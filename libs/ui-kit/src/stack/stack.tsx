import type { ComponentProps } from 'react';
import styled from 'styled-components';

export type StackAlign = 'stretch' | 'start' | 'center';

/**
 * Vertical layout: children one under another with a gap of `$gap` space units (default 4) and no outer margin.
 * Pass `as="section"`, `as="form"` or `as="ul"` for the right element; `$align` places the children across.
 */
export const Stack = styled.div<{ $gap?: number; $align?: StackAlign }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4, theme }) => `${$gap * theme.spaceUnit}px`};
  align-items: ${({ $align = 'stretch' }) => ($align === 'stretch' ? 'stretch' : $align === 'start' ? 'flex-start' : 'center')};
  margin: 0;
`;

export type StackProps = ComponentProps<typeof Stack>;
