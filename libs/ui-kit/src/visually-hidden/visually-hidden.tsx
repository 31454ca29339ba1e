import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

/**
 * Hides content visually while keeping it in the accessibility tree. No negative margin (the old pattern's -1px): an
 * absolutely positioned box takes no room anyway, and the skip link, which drops these styles when focused, was seen
 * in Chromium focused yet keeping the -1px, stretched 2 px wider than the page (a sideways scroll at 320 px).
 */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
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
