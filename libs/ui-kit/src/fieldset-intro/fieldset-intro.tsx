import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../field-error/field-error';
import { labelStyles } from '../field-styles/field-styles';
import { Hint } from '../hint/hint';
import { space } from '../theme/create-theme';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

const StyledLegend = styled.legend<{ $hidden: boolean }>`
  ${labelStyles}
  padding: 0;
  margin-bottom: ${space(1)};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

export type FieldsetIntroProps = {
  legend: ReactNode;
  /** The legend for screen readers only (when the page's heading already says it). */
  legendHidden?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  /** Read before the error by screen readers, e.g. 'Error:'. */
  errorPrefix?: string;
};

/** The opening of a fieldset of inputs: its legend, then its hint and its error (ids for aria-describedby). */
export function FieldsetIntro({ legend, legendHidden = false, hint, hintId, error, errorId, errorPrefix }: FieldsetIntroProps) {
  return (
    <>
      <StyledLegend $hidden={legendHidden}>{legend}</StyledLegend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={errorId} error={error} prefix={errorPrefix} />
    </>
  );
}
