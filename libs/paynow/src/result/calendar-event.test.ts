import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarEvent } from './calendar-event';

describe('calendarEvent (.ics for the next payment)', () => {
  it('is an all-day event on the date, ending the next day, with the summary escaped', () => {
    const ics = calendarEvent({
      date: '2026-12-31',
      summary: 'Premium due; policy 1, 2',
      uid: 'RCPT-1@paynow',
      now: new Date(Date.UTC(2026, 10, 23, 9, 0, 0)),
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('SUMMARY:Premium due\\; policy 1\\, 2\r\n');
    expect(ics).toContain('DTSTAMP:20261123T090000Z\r\n');
    expect(ics?.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics?.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(calendarEvent({ date: '', summary: 's', uid: 'u' })).toBeNull();
    expect(calendarEvent({ date: '31/12/2026', summary: 's', uid: 'u' })).toBeNull();
  });

  it('never writes a line longer than 75 characters and keeps the text whole once unfolded', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 300 }), (summary) => {
        const ics = calendarEvent({ date: '2027-01-05', summary: summary.replace(/[\r\n]/g, ' '), uid: 'u' })!;
        for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
        const unfolded = ics.replace(/\r\n /g, '');
        const escaped = summary.replace(/[\r\n]/g, ' ').replace(/[\\;,]/g, (c) => `\\${c}`);
        expect(unfolded).toContain(`SUMMARY:${escaped}\r\n`);
      }),
    );
  });
});
