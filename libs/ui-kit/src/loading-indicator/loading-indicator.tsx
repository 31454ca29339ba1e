import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/spinner';
import { space, themeColor } from '../theme/create-theme';

const StyledLoadingIndicator = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(6)} ${space(4)};
  text-align: center;
  color: ${themeColor('text.default')};
`;

const StyledSpinnerWrap = styled.span`
  color: ${themeColor('action.primary')};
`;

export type LoadingIndicatorProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Visible and announced text, for example "Loading your policy details...". */
  text: string;
};

/** A polite status region with a spinner and visible text. */
export function LoadingIndicator({ text, ...rest }: LoadingIndicatorProps) {
  return (
    <StyledLoadingIndicator role="status" {...rest}>
      <StyledSpinnerWrap>
        <Spinner size="large" />
      </StyledSpinnerWrap>
      <span>{text}</span>
    </StyledLoadingIndicator>
  );
}
