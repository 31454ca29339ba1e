import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { space, themeColor } from '../theme/create-theme';

const StyledPill = styled.span`
  display: inline-block;
  padding: 0 ${space(2)};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: middle;
  color: ${themeColor('pill.text')};
  background: ${themeColor('pill.background')};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export type PillProps = ComponentPropsWithRef<'span'>;

/** A small rounded label, for example a "New!" badge beside an option. */
export function Pill(props: PillProps) {
  return <StyledPill {...props} />;
}
