/** Section 9: the one-time code has 6 digits. */
export const CODE_LENGTH = 6;

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

export const isCompleteCode = (digits: readonly string[]): boolean =>
  digits.length === CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));

/** Section 5: pasted text is taken only when it is all digits (surrounding spaces aside); the first six are used. */
export function parsePastedCode(text: string): string | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? trimmed.slice(0, CODE_LENGTH) : null;
}

/**
 * Digits typed, pasted or autofilled into box `index` fill it and the boxes after it (so the browser's one-time-code
 * autofill of six digits into the first box spreads over all six). Non-digits are dropped; an empty entry clears
 * the box. `focus` is the box to focus next.
 */
export function spreadDigits(current: readonly string[], index: number, typed: string): { digits: string[]; focus: number } {
  const digits = [...current];
  const incoming = typed.replace(/\D/g, '');
  if (incoming === '') {
    digits[index] = '';
    return { digits, focus: index };
  }
  let position = index;
  for (const digit of incoming) {
    if (position >= CODE_LENGTH) break;
    digits[position] = digit;
    position += 1;
  }
  return { digits, focus: Math.min(position, CODE_LENGTH - 1) };
}
