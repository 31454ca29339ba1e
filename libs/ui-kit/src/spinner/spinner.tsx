import type { ComponentPropsWithoutRef } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const sizes = { small: '1em', large: '2.5rem' } as const;

const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: ${({ $size }) => ($size === 'large' ? '0.25rem' : '0.15em')} solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* No motion when the customer asks for less: a still ring, the busy state said in words beside it. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export type SpinnerSize = 'small' | 'large';

export type SpinnerProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & { size?: SpinnerSize };

/** A decorative spinner in the current text colour; always hidden from assistive technology. */
export function Spinner({ size = 'small', ...rest }: SpinnerProps) {
  return <StyledSpinner {...rest} $size={size} aria-hidden="true" />;
}
