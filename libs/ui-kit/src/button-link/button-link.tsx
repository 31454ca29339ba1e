import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../button/button-styles';

/**
 * Navigation that looks like a button (View policy, Pay now, Update, My inbox): a link, because it goes somewhere,
 * in `Button`'s look. Pass `as={RouterLink}` and `to` for a router link; `$variant` defaults to primary.
 * '&&' doubles the class, so a surrounding component's own link colour (a banner's `a`) cannot win over it.
 */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant }>`
  && {
    ${buttonStyles}
  }
`;
