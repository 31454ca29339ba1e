import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { themeColor } from '../theme/create-theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const StyledErrorMessage = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${themeColor('text.error')};
`;

export type ErrorMessageProps = ComponentPropsWithRef<'p'> & {
  /** Visually hidden text read before the message, for example "Error:". */
  hiddenPrefix?: string;
};

/** A field-level error message; link it to its control with aria-describedby. */
export function ErrorMessage({ hiddenPrefix, children, ...rest }: ErrorMessageProps) {
  return (
    <StyledErrorMessage {...rest}>
      {hiddenPrefix ? (
        <>
          <VisuallyHidden>{hiddenPrefix}</VisuallyHidden>{' '}
        </>
      ) : null}
      {children}
    </StyledErrorMessage>
  );
}
