import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthProblem, daysInMonth, isLeapYear, isValidDateOfBirth, toIsoDate } from './date-of-birth-rules';

const today = new Date(2026, 10, 21); // 21 November 2026
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const parts = (year: number, month: number, day: number) => ({ dd: pad(day), mm: pad(month), yyyy: String(year) });

/** A real calendar date. */
const calendarDate = fc
  .record({ year: fc.integer({ min: 1900, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));

describe('date of birth rules (section 5)', () => {
  it('agrees with the JavaScript calendar on the days of every month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const date = new Date(2000, month, 0);
        date.setFullYear(year, month, 0);
        expect(daysInMonth(year, month)).toBe(date.getDate());
      }),
    );
  });

  it('accepts exactly the real dates of customers aged 18 to 99', () => {
    fc.assert(
      fc.property(calendarDate, ({ year, month, day }) => {
        const age = ageOn(year, month, day, today);
        expect(isValidDateOfBirth(parts(year, month, day), today)).toBe(age >= 18 && age <= 99);
      }),
    );
  });

  it('rejects a day beyond the month, a month beyond 12 and zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1930, max: 2000 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(isValidDateOfBirth(parts(year, month, daysInMonth(year, month) + 1), today)).toBe(false);
        expect(isValidDateOfBirth(parts(year, month, 0), today)).toBe(false);
        expect(isValidDateOfBirth(parts(year, 13 + (month % 87), 1), today)).toBe(false);
        expect(isValidDateOfBirth(parts(year, 0, 1), today)).toBe(false);
      }),
    );
  });

  it('has 29 February only in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1930, max: 2000 }), (year) => {
        expect(isValidDateOfBirth(parts(year, 2, 29), today)).toBe(isLeapYear(year));
      }),
    );
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
  });

  it('rejects anything that is not digits of the right length', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (dd, mm, yyyy) => {
        fc.pre(!/^\d{1,2}$/.test(dd) || !/^\d{1,2}$/.test(mm) || !/^\d{4}$/.test(yyyy));
        expect(isValidDateOfBirth({ dd, mm, yyyy }, today)).toBe(false);
      }),
    );
  });

  it('counts age in whole years, turning 18 on the birthday', () => {
    expect(isValidDateOfBirth(parts(2008, 11, 21), today)).toBe(true);
    expect(isValidDateOfBirth(parts(2008, 11, 22), today)).toBe(false);
    expect(isValidDateOfBirth(parts(1926, 11, 22), today)).toBe(true);
    expect(isValidDateOfBirth(parts(1926, 11, 21), today)).toBe(false);
  });

  it('pads single-digit days and months, and writes yyyy-mm-dd', () => {
    fc.assert(
      fc.property(calendarDate, ({ year, month, day }) => {
        expect(toIsoDate({ dd: String(day), mm: String(month), yyyy: String(year) })).toBe(`${year}-${pad(month)}-${pad(day)}`);
      }),
    );
  });

  it('names the problem precisely (GOV.UK): missing, missing parts, letters, short year, not real, too young, too old', () => {
    const problem = (dd: string, mm: string, yyyy: string) => dateOfBirthProblem({ dd, mm, yyyy }, today);
    expect(problem('', '', '')).toEqual({ kind: 'missing' });
    expect(problem('12', '04', '')).toEqual({ kind: 'missingParts', parts: ['yyyy'] });
    expect(problem('', '04', '')).toEqual({ kind: 'missingParts', parts: ['dd', 'yyyy'] });
    expect(problem('1a', '04', '1980')).toEqual({ kind: 'notNumbers' });
    expect(problem('12', '04', '80')).toEqual({ kind: 'yearLength' });
    expect(problem('31', '02', '1980')).toEqual({ kind: 'notReal' });
    expect(problem('29', '02', '1981')).toEqual({ kind: 'notReal' });
    expect(problem('22', '11', '2008')).toEqual({ kind: 'tooYoung' });
    expect(problem('20', '11', '1926')).toEqual({ kind: 'tooOld' });
    expect(problem('29', '02', '1980')).toBeNull();
  });
});
