import { padPart, type DateParts } from '@portal/ui-kit';

/** Section 9: customers are between 18 and 99 years old. */
export const MIN_AGE = 18;
export const MAX_AGE = 99;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whole years from a birth date to `today` (a 29 February birthday falls on 1 March in other years). */
export function ageOn(year: number, month: number, day: number, today: Date): number {
  const thisMonth = today.getMonth() + 1;
  const beforeBirthday = thisMonth < month || (thisMonth === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** The three boxes as typed, with a single-digit day or month padded as on blur. */
export const normaliseDateParts = (parts: DateParts): DateParts => ({
  dd: padPart('dd', parts.dd),
  mm: padPart('mm', parts.mm),
  yyyy: parts.yyyy,
});

export type DatePartName = 'dd' | 'mm' | 'yyyy';

/** What is wrong with a date of birth, to say so precisely (GOV.UK's date-input messages). */
export type DateOfBirthProblem =
  | { kind: 'missing' }
  | { kind: 'missingParts'; parts: DatePartName[] }
  | { kind: 'notNumbers' }
  | { kind: 'yearLength' }
  | { kind: 'notReal' }
  | { kind: 'tooYoung' }
  | { kind: 'tooOld' };

/**
 * Section 5: day and month two digits, year four; day 1-31, month 1-12, a day that exists in that month
 * (leap years included), and an age from 18 to 99 on `today`. Null when the date is valid, else the first problem:
 * nothing entered, parts missing, not numbers, a short year, not a real date, too young, too old.
 */
export function dateOfBirthProblem(parts: DateParts, today: Date = new Date()): DateOfBirthProblem | null {
  const { dd, mm, yyyy } = normaliseDateParts({ dd: parts.dd.trim(), mm: parts.mm.trim(), yyyy: parts.yyyy.trim() });
  const missing = (['dd', 'mm', 'yyyy'] as const).filter((name) => ({ dd, mm, yyyy })[name] === '');
  if (missing.length === 3) return { kind: 'missing' };
  if (missing.length > 0) return { kind: 'missingParts', parts: missing };
  if (![dd, mm, yyyy].every((part) => /^\d+$/.test(part))) return { kind: 'notNumbers' };
  if (yyyy.length !== 4) return { kind: 'yearLength' };
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (dd.length !== 2 || mm.length !== 2 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { kind: 'notReal' };
  }
  const age = ageOn(year, month, day, today);
  if (age < MIN_AGE) return { kind: 'tooYoung' };
  if (age > MAX_AGE) return { kind: 'tooOld' };
  return null;
}

/** Section 5's rule as a yes or no. */
export const isValidDateOfBirth = (parts: DateParts, today: Date = new Date()): boolean => dateOfBirthProblem(parts, today) === null;

/** The login payload's dob: yyyy-mm-dd. */
export function toIsoDate(parts: DateParts): string {
  const { dd, mm, yyyy } = normaliseDateParts(parts);
  return `${yyyy}-${mm}-${dd}`;
}
