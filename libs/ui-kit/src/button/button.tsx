import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/spinner';
import { buttonStyles, type ButtonVariant } from './button-styles';

export type { ButtonVariant } from './button-styles';

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${buttonStyles}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  font-family: inherit;
  cursor: pointer;

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
      {/* One flex item: a label of text and elements (an amount kept whole) is not spaced apart by the gap. */}
      <span>{loading && loadingText ? loadingText : children}</span>
    </StyledButton>
  );
}
