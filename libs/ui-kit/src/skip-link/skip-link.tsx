import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

const StyledSkipLink = styled.a`
  ${visuallyHiddenStyles}

  &:focus,
  &:active {
    position: static !important;
    display: block;
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    padding: ${space(3)} ${space(4)} !important;
    overflow: visible !important;
    clip: auto !important;
    clip-path: none !important;
    white-space: normal !important;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${themeColor('action.onPrimary')};
    background: ${themeColor('action.primary')};
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing()}
    outline-offset: -${({ theme }) => theme.focusRing};
    outline-color: ${themeColor('action.onPrimary')};
  }
`;

export type SkipLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> & {
  /** The target, for example `#main`. */
  href: string;
  children: ReactNode;
};

/** The first focusable element of a page; hidden until it receives focus. */
export function SkipLink(props: SkipLinkProps) {
  return <StyledSkipLink {...props} />;
}
