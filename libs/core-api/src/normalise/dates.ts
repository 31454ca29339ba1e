const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/;

const build = (y: number, m: number, d: number, hh: number, mm: number, ss: number): Date | null => {
  if (hh > 23 || mm > 59 || ss > 59) return null;
  const date = new Date(y, m - 1, d, hh, mm, ss);
  date.setFullYear(y); // years 0..99 would otherwise be read as 1900..1999
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
};

/**
 * Parses a wire date as local time. A date without a time ('YYYY-MM-DD') is placed at 02:00:00 local (spec section
 * 9), which keeps it on the same calendar day across daylight-saving changes; 'YYYY-MM-DDTHH:mm:ss' keeps its time.
 * A zone suffix ('Z', '+10:00') is tolerated and ignored: the portal shows the insurer's calendar day and time as
 * written (the specification shows no zones). Anything else (or an impossible date) gives null. This is the
 * portal's one date parser; config wraps it as a dayjs for display (apiDayjs).
 */
export const parseApiDate = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return build(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]), 2, 0, 0);
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return null;
  const [, y, m, d, hh, mm, ss] = dateTime.map((part) => Number(part ?? '0'));
  return build(y ?? 0, m ?? 0, d ?? 0, hh ?? 0, mm ?? 0, ss ?? 0);
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Formats a date as the wire's 'YYYY-MM-DD' (local calendar day). */
export const formatApiDate = (date: Date): string => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Sort key of a wire date (epoch ms at 02:00 local); unparseable dates sort last. */
export const dateSortKey = (value: string | null | undefined): number => parseApiDate(value)?.getTime() ?? Number.POSITIVE_INFINITY;

/** Ascending comparison of sort keys that tolerates Infinity on both sides. */
export const compareKeys = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);
