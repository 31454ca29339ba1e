import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeys, dateSortKey, formatApiDate, parseApiDate } from './dates.ts';

describe('parseApiDate', () => {
  it('refuses an impossible time or a day the month does not have, and accepts the last second of a day', () => {
    for (const value of ['2026-03-05T24:00:00', '2026-03-05T23:60:00', '2026-03-05T23:59:60', '2026-02-29T10:00:00', '2026-04-31']) {
      expect(parseApiDate(value), value).toBeNull();
    }
    expect(parseApiDate('2026-03-05T23:59:59')?.getSeconds()).toBe(59);
    expect(parseApiDate('2024-02-29T00:00')?.getDate()).toBe(29);
  });

  it('places a wire date at 02:00:00 local on the same calendar day', () => {
    const date = parseApiDate('2026-03-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours(), date?.getMinutes()]).toEqual([2026, 2, 5, 2, 0]);
  });

  it('keeps the time of a wire date-time', () => {
    const date = parseApiDate('2026-03-05T14:22:09');
    expect([date?.getDate(), date?.getHours(), date?.getMinutes(), date?.getSeconds()]).toEqual([5, 14, 22, 9]);
  });

  it('tolerates a zone suffix and keeps the time as written', () => {
    for (const value of ['2026-03-05T14:22:09Z', '2026-03-05T14:22:09.123+10:00', '2026-03-05T14:22:09-0500']) {
      const date = parseApiDate(value);
      expect([date?.getDate(), date?.getHours(), date?.getMinutes()], value).toEqual([5, 14, 22]);
    }
  });

  it('gives null for missing, malformed and impossible dates', () => {
    for (const value of [null, undefined, '', '05/03/2026', '2026-02-30', '2026-13-01', '2026-01-01T25:00:00']) {
      expect(parseApiDate(value)).toBeNull();
    }
  });

  it('round-trips every calendar day through formatApiDate', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }), (d) => {
        const wire = formatApiDate(d);
        const parsed = parseApiDate(wire);
        return parsed !== null && formatApiDate(parsed) === wire && parsed.getHours() >= 2;
      }),
    );
  });
});

describe('dateSortKey', () => {
  it('orders wire dates chronologically with unparseable ones last', () => {
    const sorted = ['2026-05-01', 'junk', '2025-12-31', '2026-01-15'].sort((a, b) => compareKeys(dateSortKey(a), dateSortKey(b)));
    expect(sorted).toEqual(['2025-12-31', '2026-01-15', '2026-05-01', 'junk']);
  });
});
