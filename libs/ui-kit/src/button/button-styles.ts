import { css } from 'styled-components';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

const variants = {
  primary: css`
    color: ${themeColor('action.onPrimary')};
    background: ${themeColor('action.primary')};
    border-color: ${themeColor('action.primary')};

    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${themeColor('action.primaryHover')};
      border-color: ${themeColor('action.primaryHover')};
    }
  `,
  secondary: css`
    color: ${themeColor('action.onSecondary')};
    background: ${themeColor('action.secondary')};
    border-color: ${themeColor('action.primary')};

    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${themeColor('background.subtle')};
    }
  `,
  link: css`
    min-height: 24px;
    padding: 0;
    color: ${themeColor('text.link')};
    background: transparent;
    border-color: transparent;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    text-decoration: underline;
    text-underline-offset: 0.15em;

    &:hover:not([aria-disabled='true'], :disabled) {
      text-decoration-thickness: 3px;
    }
  `,
};

/** The one button look, shared by `Button` (actions) and `ButtonLink` (navigation that looks like a button). */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
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
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius.small};
  ${({ $variant }) => variants[$variant ?? 'primary']}

  &:focus-visible {
    ${focusRing()}
  }
`;
