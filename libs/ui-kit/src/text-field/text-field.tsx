import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldError } from '../field-error/field-error';
import { describedBy, inputStyles, labelStyles, StyledFieldStack } from '../field-styles/field-styles';
import { Hint } from '../hint/hint';

const StyledLabel = styled.label`
  ${labelStyles}
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
  width: 100%;
`;

export type TextFieldType = 'text' | 'tel' | 'email';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  /** Visually hidden text read before the error, for example "Error:". */
  errorPrefix?: string;
  /** Required: ties the label, hint and error to the input, and is the error summary's link target. */
  id: string;
  type?: TextFieldType;
};

/** A labelled text input with optional hint and error. Spread react-hook-form's `register()` into it. */
export function TextField({ label, hint, error, errorPrefix, id, type = 'text', ...rest }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledFieldStack>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={errorId} error={error} prefix={errorPrefix} />
      <StyledInput
        {...rest}
        id={id}
        type={type}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(rest['aria-describedby'], hintId, errorId)}
      />
    </StyledFieldStack>
  );
}
