import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: -1px !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

const StyledVisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only (for example a prefix such as "Error:"). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
