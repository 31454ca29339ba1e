import { useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { FieldsetIntro, StyledFieldset, inputStyles, space, visuallyHiddenStyles } from '@portal/ui-kit';
import { CODE_LENGTH, parsePastedCode, spreadDigits } from './code-rules';

// Six columns that narrow together on small phones, so the code never wraps onto a second line.
const StyledBoxes = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 3.5rem));
  gap: ${space(2)};
`;

const StyledDigitLabel = styled.label`
  ${visuallyHiddenStyles}
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
  width: 100%;
  text-align: center;
  font-size: 1.25rem;
`;

export type CodeInputsProps = {
  idPrefix: string;
  legend: string;
  hint?: string;
  error?: string;
  errorPrefix?: string;
  /** The six boxes' values. */
  value: string[];
  onChange: (value: string[]) => void;
  digitLabel: (position: number) => string;
  /** The first box (focused when the screen appears and after a wrong code). */
  ref?: Ref<HTMLInputElement>;
  /** A paste that is not a 6-digit code (section 5: pasted digits are taken only when all numeric). */
  onPasteRejected?: () => void;
};

/**
 * The one-time code as six single-digit boxes in a fieldset. The first box offers the whole code to the browser's
 * one-time-code autofill; typing, autofill and paste spread over the boxes; Backspace and the arrow keys move back
 * and forth.
 */
export function CodeInputs({
  idPrefix,
  legend,
  hint,
  error,
  errorPrefix,
  value,
  onChange,
  digitLabel,
  ref,
  onPasteRejected,
}: CodeInputsProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const errorId = error ? `${idPrefix}-error` : undefined;
  const focusBox = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };

  const handleChange = (index: number, input: HTMLInputElement) => {
    // One key pressed in a box that already held a digit: keep the digit just typed, wherever the caret was.
    const typed =
      value[index] !== '' && input.value.length === 2 ? input.value.charAt((input.selectionStart ?? input.value.length) - 1) : input.value;
    const result = spreadDigits(value, index, typed);
    onChange(result.digits);
    if (/\d/.test(typed)) focusBox(result.focus);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = parsePastedCode(event.clipboardData.getData('text'));
    if (code === null) {
      onPasteRejected?.();
      return;
    }
    const result = spreadDigits(value, 0, code);
    onChange(result.digits);
    focusBox(result.focus);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <StyledFieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <FieldsetIntro {...{ legend, hint, hintId, error, errorId, errorPrefix }} />
      <StyledBoxes>
        {value.map((digit, index) => {
          const id = `${idPrefix}-${index + 1}`;
          return (
            <div key={id}>
              <StyledDigitLabel htmlFor={id}>{digitLabel(index + 1)}</StyledDigitLabel>
              <StyledInput
                ref={(element) => {
                  inputs.current[index] = element;
                  if (index === 0 && ref) {
                    if (typeof ref === 'function') ref(element);
                    else ref.current = element;
                  }
                }}
                id={id}
                name={id}
                type="text"
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                value={digit}
                $invalid={Boolean(error)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => handleChange(index, event.target)}
                onPaste={handlePaste}
                onKeyDown={(event) => handleKeyDown(index, event)}
                onFocus={(event) => event.target.select()}
              />
            </div>
          );
        })}
      </StyledBoxes>
    </StyledFieldset>
  );
}
