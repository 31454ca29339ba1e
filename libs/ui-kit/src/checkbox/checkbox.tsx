import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../field-error/field-error';
import { choiceInputStyles, describedBy, StyledChoiceRow, StyledFieldStack } from '../field-styles/field-styles';
import { Hint } from '../hint/hint';
import { space } from '../theme/create-theme';

const StyledInput = styled.input`
  ${choiceInputStyles}
`;

const StyledHint = styled(Hint)`
  padding-inline-start: calc(24px + ${space(3)});
`;

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  label: ReactNode;
  id: string;
  error?: string;
  /** Visually hidden text read before the error, for example "Error:". */
  errorPrefix?: string;
  hint?: string;
};

/** A single labelled checkbox with optional hint and error. Spread react-hook-form's `register()` into it. */
export function Checkbox({ label, id, error, errorPrefix, hint, ...rest }: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledFieldStack>
      <FieldError id={errorId} error={error} prefix={errorPrefix} />
      <StyledChoiceRow>
        <StyledInput
          {...rest}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy(rest['aria-describedby'], hintId, errorId)}
        />
        <label htmlFor={id}>{label}</label>
      </StyledChoiceRow>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
    </StyledFieldStack>
  );
}
