import { useEffect, useRef, type ClipboardEvent, type ComponentPropsWithoutRef, type FocusEvent } from 'react';
import styled from 'styled-components';
import { StyledFieldset, describedBy, inputStyles } from '../field-styles/field-styles';
import { FieldsetIntro } from '../fieldset-intro/fieldset-intro';
import { space } from '../theme/create-theme';
import { autoCompletes, digitsOnly, distributePaste, maxLengths, padPart, type DatePart, type DateParts } from './date-parts';

const StyledBoxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};
`;

const StyledBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const StyledInput = styled.input<{ $invalid: boolean; $long: boolean }>`
  ${inputStyles}
  width: ${({ $long }) => ($long ? '5.5em' : '3.5em')};
`;

export type DateOfBirthFieldProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange' | 'onBlur'> & {
  legend: string;
  hint?: string;
  error?: string;
  /** Visually hidden text read before the error, for example "Error:". */
  errorPrefix?: string;
  /** Ids are `${idPrefix}-dd`, `${idPrefix}-mm`, `${idPrefix}-yyyy`. */
  idPrefix: string;
  /** Order of the boxes, from the regional configuration. */
  order: DatePart[];
  labels: DateParts;
  value: DateParts;
  onChange: (value: DateParts) => void;
  /** Called when focus leaves the whole field. */
  onBlur?: () => void;
  autoFocus?: boolean;
};

/** Date of birth as three numeric boxes (GOV.UK pattern) with digit filtering, paste spreading and auto-advance. */
export function DateOfBirthField({
  legend,
  hint,
  error,
  errorPrefix,
  idPrefix,
  order,
  labels,
  value,
  onChange,
  onBlur,
  autoFocus = false,
  disabled,
  ...rest
}: DateOfBirthFieldProps) {
  const inputs = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({});
  const advanceTo = useRef<DatePart | null>(null);
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const errorId = error ? `${idPrefix}-error` : undefined;

  // Move focus only after the parent has rendered the new value, so the blur that follows sees it.
  useEffect(() => {
    const part = advanceTo.current;
    advanceTo.current = null;
    const input = part ? inputs.current[part] : undefined;
    if (input) {
      input.focus();
      input.select();
    }
  }, [value]);

  const handleChange = (part: DatePart, raw: string) => {
    const digits = digitsOnly(raw).slice(0, maxLengths[part]);
    if (digits === value[part]) return;
    const next = order[order.indexOf(part) + 1];
    if (next && digits.length === maxLengths[part] && digits.length > value[part].length) advanceTo.current = next;
    onChange({ ...value, [part]: digits });
  };

  const handlePaste = (part: DatePart, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const selection = { start: input.selectionStart ?? 0, end: input.selectionEnd ?? input.value.length };
    const result = distributePaste(event.clipboardData.getData('text'), part, order, value, selection);
    if (result.focus !== part) advanceTo.current = result.focus;
    onChange(result.value);
  };

  const handleBoxBlur = (part: DatePart) => {
    const padded = padPart(part, value[part]);
    if (padded !== value[part]) onChange({ ...value, [part]: padded });
  };

  const handleGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <StyledFieldset {...rest} disabled={disabled} onBlur={handleGroupBlur}>
      <FieldsetIntro {...{ legend, hint, hintId, error, errorId, errorPrefix }} />
      <StyledBoxes>
        {order.map((part, index) => {
          const id = `${idPrefix}-${part}`;
          return (
            <StyledBox key={part}>
              <label htmlFor={id}>{labels[part]}</label>
              <StyledInput
                ref={(element) => {
                  inputs.current[part] = element;
                }}
                id={id}
                name={id}
                type="text"
                inputMode="numeric"
                autoComplete={autoCompletes[part]}
                maxLength={maxLengths[part]}
                autoFocus={autoFocus && index === 0}
                value={value[part]}
                $invalid={Boolean(error)}
                $long={part === 'yyyy'}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(hintId, errorId)}
                onChange={(event) => handleChange(part, event.target.value)}
                onPaste={(event) => handlePaste(part, event)}
                onBlur={() => handleBoxBlur(part)}
              />
            </StyledBox>
          );
        })}
      </StyledBoxes>
    </StyledFieldset>
  );
}
