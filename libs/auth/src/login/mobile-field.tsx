import type { ClipboardEvent, KeyboardEvent } from 'react';
import { stripDashes } from '@portal/config';
import { TextField, type TextFieldProps } from '@portal/ui-kit';

export type MobileFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  /** From the regional configuration. */
  maxLength: number;
};

/**
 * The mobile number (section 5): a telephone keypad, the browser's `tel` autofill, dashes stripped (also from a
 * pasted number, before the length limit applies) and the '-' key blocked.
 */
export function MobileField({ value, onChange, maxLength, ...rest }: MobileFieldProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === '-') event.preventDefault();
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const pasted = stripDashes(event.clipboardData.getData('text'));
    onChange((value.slice(0, start) + pasted + value.slice(end)).slice(0, maxLength));
  };
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(stripDashes(event.target.value))}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
    />
  );
}
