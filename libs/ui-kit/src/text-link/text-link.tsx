import styled, { css } from 'styled-components';
import { focusRing } from '../theme/focus';
import { themeColor } from '../theme/create-theme';

/** Link styles, for anything that should look like a text link. */
export const linkStyles = css`
  color: ${themeColor('text.link')};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 3px;
  }

  &:focus-visible {
    ${focusRing()}
  }
`;

/** A styled anchor; pass `as={RouterLink}` and `to` to use a router link. */
export const TextLink = styled.a`
  ${linkStyles}
`;
