/** RFC 5545 text: backslash, semicolon and comma escaped, newlines as \n. */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (RFC 5545 section 3.1); our lines are ASCII-safe enough to fold by chars. */
const fold = (line: string) => {
  const parts: string[] = [];
  for (let rest = line; rest.length > 0; rest = rest.slice(parts.length === 1 ? 75 : 74)) {
    parts.push(rest.slice(0, parts.length === 0 ? 75 : 74));
  }
  return parts.join('\r\n ');
};

export type CalendarEventInput = {
  /** 'YYYY-MM-DD'. */
  date: string;
  summary: string;
  description?: string;
  /** A stable id, e.g. the receipt reference. */
  uid: string;
  /** Time stamp of the file (DTSTAMP). */
  now?: Date;
};

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An all-day VEVENT in a VCALENDAR, for 'Add next payment to calendar'. Null when the date is not YYYY-MM-DD. */
export function calendarEvent({ date, summary, description, uid, now = new Date() }: CalendarEventInput): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const day = `${m[1]}${m[2]}${m[3]}`;
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
  const end = next.toISOString().slice(0, 10).replace(/-/g, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Policyholder Portal//Pay Now//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(summary)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
