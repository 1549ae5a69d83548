import { formatTimeForPeople } from '@careclass/shared';

/**
 * Display helpers of the back office. Dates of sessions are calendar dates (yyyy-MM-dd). Each
 * takes the Intl locale (English by default); screens get them bound to the page's language from
 * useAdminFormat() (./use-admin-format.ts).
 */

const DEFAULT_LOCALE = 'en-US';

/** One formatter per locale and style, made on first use. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(
      locale,
      style === 'date'
        ? { month: 'short', day: 'numeric', year: 'numeric' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    );
    formatters.set(key, fmt);
  }
  return fmt;
}

/** "2026-12-01" -> "Dec 1, 2026" (no time zone shift: the date is read as a local day). */
export function formatDay(day: string | null | undefined, locale = DEFAULT_LOCALE): string {
  if (!day) return '—';
  const d = new Date(`${day.slice(0, 10)}T00:00:00`);
  return Number.isNaN(d.getTime()) ? day : dateTimeFormat(locale, 'date').format(d);
}

/** "Dec 1, 2026" or "Dec 5, 2026 - Jan 2, 2027". */
export function formatDayRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale = DEFAULT_LOCALE,
) {
  if (!start) return '—';
  if (!end || end === start) return formatDay(start, locale);
  return `${formatDay(start, locale)} - ${formatDay(end, locale)}`;
}

/** An ISO instant in the viewer's time zone. */
export function formatInstant(iso: string | null | undefined, locale = DEFAULT_LOCALE): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(locale, 'dateTime').format(d);
}

/** An ISO instant as its calendar date in the viewer's time zone. */
export function formatInstantDay(iso: string | null | undefined, locale = DEFAULT_LOCALE): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(locale, 'date').format(d);
}

/**
 * "09:00" + "15:00" -> "9:00 AM - 3:00 PM": the wording of the public pages, the profile and the
 * e-mails, so the office reads a session's times as its students do.
 */
export function formatTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
  time: (hhmm: string) => string = formatTimeForPeople,
) {
  if (!start) return '—';
  const from = time(start);
  return end ? `${from} - ${time(end)}` : from;
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A local calendar day as yyyy-MM-dd. */
export function toDayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default enrolment date range of the specification: one month ago to today. */
export function lastMonthToToday(today = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today);
  start.setMonth(start.getMonth() - 1);
  return { startDate: toDayString(start), endDate: toDayString(today) };
}
