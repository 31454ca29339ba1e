import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../spinner/spinner';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/theme-override';

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

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: 44px;
  padding: ${space(2)} ${space(5)};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.body};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  text-align: center;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}

  &:focus-visible {
    ${focusRing()}
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** While true the button is busy: it ignores activation and shows `loadingText`. */
  loading?: boolean;
  loadingText?: string;
};

/** A button (type="button" unless told otherwise) with primary, secondary and link styles and a loading state. */
export function Button({
  variant = 'primary',
  fullWidth = false,
  loading = false,
  loadingText,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true') {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner /> : null}
      {loading && loadingText ? loadingText : children}
    </StyledButton>
  );
}
