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

/**
 * Section 5: day and month two digits, year four; day 1-31, month 1-12, a day that exists in that month
 * (leap years included), and an age from 18 to 99 on `today`.
 */
export function isValidDateOfBirth(parts: DateParts, today: Date = new Date()): boolean {
  const { dd, mm, yyyy } = normaliseDateParts(parts);
  if (!/^\d{2}$/.test(dd) || !/^\d{2}$/.test(mm) || !/^\d{4}$/.test(yyyy)) return false;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const age = ageOn(year, month, day, today);
  return age >= MIN_AGE && age <= MAX_AGE;
}

/** The login payload's dob: yyyy-mm-dd. */
export function toIsoDate(parts: DateParts): string {
  const { dd, mm, yyyy } = normaliseDateParts(parts);
  return `${yyyy}-${mm}-${dd}`;
}
