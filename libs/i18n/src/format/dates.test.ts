import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  daysUntil,
  formatCardExpiry,
  formatLongDate,
  formatLongDateTime,
  formatClockTime,
  formatShortDate,
  isCardExpiryInvalid,
  apiDayjs,
  formatTableDate,
  setDateRegion,
  setDateLanguage,
} from './dates';

describe('API dates (section 9)', () => {
  it('parses with core-api’s one parser: a date-only value at 02:00:00 local, a date-time at its time', () => {
    expect(apiDayjs('2026-03-05')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-05 02:00:00');
    expect(apiDayjs('2026-03-05T14:30:00')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-05 14:30:00');
    expect(apiDayjs('')).toBeNull();
    expect(apiDayjs('not a date')).toBeNull();
    expect(apiDayjs('2026-02-30')).toBeNull();
  });

  it('says a time of day in the locale’s own form, whichever locale asked first', () => {
    const at = new Date(2026, 2, 5, 15, 5);
    expect(formatClockTime(at, 'en-AU')).toMatch(/^3:05\spm$/);
    expect(formatClockTime(at.toISOString(), 'fr-CA')).toMatch(/^15\sh\s05$/);
    expect(formatClockTime(at.getTime(), 'en-AU')).toMatch(/^3:05\spm$/);
  });

  it('formats short (DD/MM/YYYY) and long (D MMMM YYYY) forms', () => {
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
    expect(formatLongDate('2026-03-05T00:00:00')).toBe('5 March 2026');
    expect(formatLongDateTime('2026-03-05T14:07:00')).toBe('5 March 2026 14:07');
    expect(formatShortDate(null)).toBe('');
  });

  it('keeps the calendar day for every valid date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1920-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        const [y, m, day] = iso.split('-');
        expect(formatShortDate(iso)).toBe(`${day}/${m}/${y}`);
      }),
    );
  });
});

describe('dates.region chooses the short form', () => {
  afterEach(() => setDateRegion('en-AU'));

  it.each([
    ['en-AU', '05/03/2026'],
    ['en-NZ', '05/03/2026'],
    ['en-CA', '2026-03-05'],
    ['not a locale!', '05/03/2026'],
  ])('%s: %s (the Pay Now table stays DD/MM/YYYY)', (region, shown) => {
    setDateRegion(region);
    expect(formatShortDate('2026-03-05')).toBe(shown);
    expect(formatTableDate('2026-03-05')).toBe('05/03/2026');
    expect(formatLongDate('2026-03-05')).toBe('5 March 2026');
  });

  it('falls back to the default form, not the one set before, for an unknown locale', () => {
    setDateRegion('en-CA');
    setDateRegion('not a locale!');
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
  });
});

describe('card expiry MM-YY', () => {
  it('is shown as MM/YYYY, or null (N/A) when unreadable', () => {
    expect(formatCardExpiry('07-29')).toBe('07/2029');
    expect(formatCardExpiry('13-29')).toBeNull();
    expect(formatCardExpiry('00-29')).toBeNull();
    expect(formatCardExpiry('7/29')).toBeNull();
    expect(formatCardExpiry(undefined)).toBeNull();
    expect(formatCardExpiry(' 12-29 ')).toBe('12/2029');
    expect(formatCardExpiry('107-29')).toBeNull();
    expect(formatCardExpiry('07-291')).toBeNull();
  });

  it('is invalid when unreadable or earlier than the current month', () => {
    const now = new Date(2026, 10, 21);
    expect(isCardExpiryInvalid('11-26', now)).toBe(false);
    expect(isCardExpiryInvalid('10-26', now)).toBe(true);
    expect(isCardExpiryInvalid('01-27', now)).toBe(false);
    expect(isCardExpiryInvalid('xx-27', now)).toBe(true);
  });
});

describe('days until a due date', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  it('counts whole days from today, null when past', () => {
    expect(daysUntil('2026-11-21', now)).toBe(0);
    expect(daysUntil('2026-11-22', now)).toBe(1);
    expect(daysUntil('2026-12-01', now)).toBe(10);
    expect(daysUntil('2026-11-20', now)).toBeNull();
    expect(daysUntil(null, now)).toBeNull();
  });
});

describe('dates in Canadian French (dayjs fr-ca, registered by the brand’s French resources)', () => {
  afterEach(() => {
    setDateLanguage('en');
    setDateRegion('en-AU');
  });

  it('writes month names in French; the short form stays the region’s (2026-03-05)', async () => {
    await import('dayjs/locale/fr-ca.js');
    setDateRegion('en-CA');
    setDateLanguage('fr-ca');
    expect(formatLongDate('2026-03-05')).toBe('5 mars 2026');
    expect(formatLongDate('2026-08-17')).toBe('17 août 2026');
    expect(formatLongDateTime('2026-12-05T14:07:00')).toBe('5 décembre 2026 14:07');
    expect(formatShortDate('2026-03-05')).toBe('2026-03-05');
    setDateLanguage('en');
    expect(formatLongDate('2026-03-05')).toBe('5 March 2026');
  });
});
