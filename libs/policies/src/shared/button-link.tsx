import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { focusRing, space, themeColor } from '@portal/ui-kit';

export type ButtonLinkVariant = 'primary' | 'secondary';

/**
 * Navigation that looks like a button (View policy, Pay now, Update, My inbox). Links, not buttons, because
 * they go somewhere. Candidate for ui-kit (a `ButtonLink` beside `Button`).
 */
const buttonLinkStyles = css<{ $variant?: ButtonLinkVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: ${space(2)} ${space(5)};
  font-size: ${({ theme }) => theme.font.size.body};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  border: 2px solid ${themeColor('action.primary')};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ $variant }) => themeColor($variant === 'secondary' ? 'action.onSecondary' : 'action.onPrimary')};
  background: ${({ $variant }) => themeColor($variant === 'secondary' ? 'action.secondary' : 'action.primary')};

  &:hover {
    ${({ $variant }) =>
      $variant === 'secondary'
        ? css`
            background: ${themeColor('background.subtle')};
          `
        : css`
            background: ${themeColor('action.primaryHover')};
            border-color: ${themeColor('action.primaryHover')};
          `}
  }

  &:focus-visible {
    ${focusRing()}
  }
`;

// '&&' doubles the class: a banner's own link colour ('.banner a') must not win over the button colours.
export const ButtonLink = styled(Link)<{ $variant?: ButtonLinkVariant }>`
  && {
    ${buttonLinkStyles}
  }
`;

export const ExternalButtonLink = styled.a<{ $variant?: ButtonLinkVariant }>`
  && {
    ${buttonLinkStyles}
  }
`;
