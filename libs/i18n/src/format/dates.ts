import dayjs, { type Dayjs } from 'dayjs';
import { parseApiDate } from '@portal/core-api';

/**
 * A wire date as a dayjs for the display formats: core-api's one parser (section 9: a date-only value at 02:00:00
 * local, so it never slips a day across a daylight-saving change or a negative offset), wrapped.
 */
export function apiDayjs(value: string | null | undefined): Dayjs | null {
  const date = parseApiDate(value);
  return date ? dayjs(date) : null;
}

const withDate = (value: string | null | undefined, format: (d: Dayjs) => string) => {
  const d = apiDayjs(value);
  return d ? format(d) : '';
};

const DEFAULT_DATE_REGION = 'en-AU';
const SHORT_FORM: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
let dateRegion = DEFAULT_DATE_REGION;
/**
 * Made on first use, not when this module loads or the region is set: a page's first Intl.DateTimeFormat (or
 * NumberFormat) loads the browser's formatting data, 15-35 ms of main thread, which the login page (it shows no date)
 * paid in its start-up task (issue 26: most of its Total Blocking Time over the script floor's).
 */
let shortForm: Intl.DateTimeFormat | undefined;

/**
 * The regional configuration's `dates.region` (a locale such as 'en-AU', 'en-NZ', 'en-CA') chooses the short date
 * form; an unknown locale keeps the default (en-AU). Set by config's PortalConfigProvider; the brand is fixed per build.
 */
export function setDateRegion(region: string): void {
  // PortalConfigProvider sets it on every render: the same region keeps the formatter made for it.
  if (region === dateRegion) return;
  dateRegion = region;
  shortForm = undefined;
}

function shortDateForm(): Intl.DateTimeFormat {
  if (!shortForm) {
    try {
      shortForm = new Intl.DateTimeFormat(dateRegion, SHORT_FORM);
    } catch {
      shortForm = new Intl.DateTimeFormat(DEFAULT_DATE_REGION, SHORT_FORM);
    }
  }
  return shortForm;
}

/**
 * The display language's month names and words (dayjs's locale, e.g. 'fr-ca': "5 mars 2026"). The locale must be
 * registered first: a brand's language resources import dayjs/locale/<name> themselves, so no other brand's
 * artifact carries it. 'en' is dayjs's own. Set with the portal's language (setDisplayLanguage).
 */
export function setDateLanguage(dayjsLocale: string): void {
  dayjs.locale(dayjsLocale);
}

/**
 * Short form in the configured region's order with two-digit day and month: en-AU (the default) and en-NZ
 * 05/03/2026, en-CA 2026-03-05.
 */
export const formatShortDate = (value: string | null | undefined) => withDate(value, (d) => shortDateForm().format(d.toDate()));

/** Long form 'D MMMM YYYY', e.g. 5 March 2026. */
export const formatLongDate = (value: string | null | undefined) => withDate(value, (d) => d.format('D MMMM YYYY'));

/**
 * Long form with time, 'D MMMM YYYY HH:mm', of an instant the portal itself recorded (a receipt's time) or an
 * e-mail's Date header, both with their zone: not a wire date, so not core-api's parser (which ignores zones).
 */
export function formatLongDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('D MMMM YYYY HH:mm') : '';
}

const clockForms = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's time of day in the locale's own form (en-AU 3:05 pm, fr-CA 15 h 05): when a session ends. One
 * formatter per locale, made on first use (a formatter costs milliseconds to make; a render must not pay it).
 */
export function formatClockTime(instant: string | number | Date, locale: string): string {
  let form = clockForms.get(locale);
  if (!form) {
    form = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    clockForms.set(locale, form);
  }
  return form.format(new Date(instant));
}

/** Pay Now table form DD/MM/YYYY in every region (section 2, variant B rows). */
export const formatTableDate = (value: string | null | undefined) => withDate(value, (d) => d.format('DD/MM/YYYY'));

/**
 * Card expiry is stored as MM-YY. Shown as MM/YYYY, or null when it cannot be read (the screen shows N/A).
 */
export function formatCardExpiry(value: string | null | undefined): string | null {
  const m = /^(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return `${m[1]}/20${m[2]}`;
}

/** Section 5: invalid when the month is not 1-12, it cannot be parsed, or it is earlier than the current month. */
export function isCardExpiryInvalid(value: string | null | undefined, now: Date = new Date()): boolean {
  const shown = formatCardExpiry(value);
  if (!shown) return true;
  const [mm, yyyy] = shown.split('/').map(Number) as [number, number];
  const current = now.getFullYear() * 12 + now.getMonth();
  return yyyy * 12 + (mm - 1) < current;
}

/**
 * Whole days from today to a due date; null when the date is past or missing (the due text is then empty).
 * Wording: i18n keys `common:dueIn` with count (0 = 'due today').
 */
export function daysUntil(value: string | null | undefined, now: Date = new Date()): number | null {
  const due = apiDayjs(value);
  if (!due) return null;
  const today = dayjs(now).startOf('day');
  const days = due.startOf('day').diff(today, 'day');
  return days < 0 ? null : days;
}
