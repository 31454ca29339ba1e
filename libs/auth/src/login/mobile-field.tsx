import type { ClipboardEvent, KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '@portal/ui-kit';

export type MobileFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  /** From the regional configuration. */
  maxLength: number;
};

/** Keys the mobile field takes (section 5): digits, named keys (navigation, editing, Tab, Enter) and shortcuts. */
export const isMobileFieldKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean =>
  event.ctrlKey || event.metaKey || event.altKey || event.key.length > 1 || /^\d$/.test(event.key);

/** Digits only: what typing, autofill or a paste leaves in the field (dashes and spaces of '0412-345 678' go). */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * The mobile number (section 5): a telephone keypad and the browser's `tel` autofill; only digits, navigation keys
 * and copy/paste are taken as typed (so '-' and letters never appear), and a pasted number keeps its digits only,
 * before the length limit applies.
 */
export function MobileField({ value, onChange, maxLength, ...rest }: MobileFieldProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isMobileFieldKey(event)) event.preventDefault();
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const pasted = digitsOnly(event.clipboardData.getData('text'));
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
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
    />
  );
}
