import type { ChangeEvent, ComponentPropsWithoutRef, ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { choiceInputStyles, describedBy, StyledChoiceRow, StyledFieldset } from '../field-styles/field-styles';
import { FieldsetIntro } from '../fieldset-intro/fieldset-intro';
import { Pill } from '../pill/pill';
import { space } from '../theme/create-theme';

const StyledOptions = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: 0 ${space(6)};
`;

const StyledInput = styled.input`
  ${choiceInputStyles}
`;

const StyledPill = styled(Pill)`
  margin-inline-start: ${space(2)};
`;

export type RadioOption = { value: string; label: string; badge?: string };

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'checked' | 'defaultChecked' | 'id'>;

export type RadioGroupProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange' | 'defaultValue'> & {
  legend: string;
  name: string;
  options: RadioOption[];
  /** Controlled value; leave undefined for an uncontrolled group (or react-hook-form's `register`). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  hint?: string;
  error?: string;
  /** Visually hidden text read before the error, for example "Error:". */
  errorPrefix?: string;
  /** Keeps the legend for screen readers only, when a visible heading already says it. */
  legendHidden?: boolean;
  /** Lays the options out in a row. */
  inline?: boolean;
  /** Base of the inputs' ids (default `name`); the first option's id is exactly this, for error summary links. */
  idPrefix?: string;
  /** Spread onto every radio, for example `register('method')` from react-hook-form. */
  inputProps?: InputProps;
};

/** Radios in a fieldset with a legend; one tab stop, arrow keys move between options (native behaviour). */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  errorPrefix,
  legendHidden = false,
  inline = false,
  idPrefix = name,
  inputProps,
  ...rest
}: RadioGroupProps) {
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const errorId = error ? `${idPrefix}-error` : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    inputProps?.onChange?.(event);
    onChange?.(event.target.value);
  };
  return (
    <StyledFieldset {...rest} aria-describedby={describedBy(rest['aria-describedby'], hintId, errorId)}>
      <FieldsetIntro {...{ legend, legendHidden, hint, hintId, error, errorId, errorPrefix }} />
      <StyledOptions $inline={inline}>
        {options.map((option, index) => {
          const id = index === 0 ? idPrefix : `${idPrefix}-${index + 1}`;
          return (
            <StyledChoiceRow key={option.value}>
              <StyledInput
                {...inputProps}
                id={id}
                type="radio"
                name={name}
                value={option.value}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === undefined ? undefined : defaultValue === option.value }
                  : { checked: value === option.value })}
                aria-invalid={error ? true : undefined}
                onChange={handleChange}
              />
              <label htmlFor={id}>
                {option.label}
                {option.badge ? <StyledPill>{option.badge}</StyledPill> : null}
              </label>
            </StyledChoiceRow>
          );
        })}
      </StyledOptions>
    </StyledFieldset>
  );
}
