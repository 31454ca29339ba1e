import type { KeyboardEvent } from 'react';
import { formatPostcode } from '@portal/core-api';

const NAVIGATION = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Numeric fields take only digits, navigation keys and copy/paste shortcuts (section 5). */
export const isAllowedNumericKey = (key: string, withShortcutModifier: boolean): boolean =>
  /^\d$/.test(key) || NAVIGATION.has(key) || (withShortcutModifier && /^[acvxyz]$/i.test(key));

/** onKeyDown for a numeric field. */
export const numericKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
  if (!isAllowedNumericKey(event.key, event.ctrlKey || event.metaKey)) event.preventDefault();
};

/** What a numeric field keeps of a paste or an autofill: the digits. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/**
 * The postcode as it is typed: upper-cased, and a 6-character postcode gets a space after the 3rd (section 5).
 * A space typed by the customer is kept until the value has 6 characters without it.
 */
export const postcodeAsTyped = (value: string): string => {
  const upper = value.toUpperCase();
  const compact = upper.replace(/\s+/g, '');
  return compact.length === 6 && /^[A-Z0-9]+$/.test(compact) ? formatPostcode(compact) : upper;
};
