import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldError, inputStyles, Stack } from '@portal/ui-kit';

const StyledField = styled(Stack).attrs({ $gap: 1 })`
  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${inputStyles}
  width: 100%;
  max-width: 24rem;
  appearance: auto;
`;

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. 'Choose...'). */
  placeholder?: string;
  error?: string;
  errorPrefix?: string;
};

/** A labelled native select with an optional error (a candidate for ui-kit). Spread react-hook-form's register(). */
export function SelectField({ id, label, options, placeholder, error, errorPrefix, ...rest }: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <FieldError id={errorId} error={error} prefix={errorPrefix} />
      <StyledSelect {...rest} id={id} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}
