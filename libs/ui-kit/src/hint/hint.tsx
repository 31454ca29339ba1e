import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { themeColor } from '../theme/create-theme';

const StyledHint = styled.div`
  color: ${themeColor('text.muted')};
`;

export type HintProps = ComponentPropsWithRef<'div'>;

/** Hint text under a label or legend; link it to its control with aria-describedby. */
export function Hint(props: HintProps) {
  return <StyledHint {...props} />;
}
