/**
 * Masks where the code was sent, keeping enough for the customer to recognise it:
 * a mobile keeps its first 2 and last 3 digits ('0412345678' -> '04** *** 678'),
 * an e-mail its first character and domain ('jane@example.com' -> 'j***@example.com').
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(digits.length);
  const masked = digits.slice(0, 2) + '*'.repeat(digits.length - 5) + digits.slice(-3);
  return `${masked.slice(0, -6)} ${masked.slice(-6, -3)} ${masked.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return '***';
  return `${trimmed.charAt(0)}***${trimmed.slice(at)}`;
}
