import { formatTimeForPeople } from '@careclass/shared';

/** Display helpers of the back office. Dates of sessions are calendar dates (yyyy-MM-dd). */

const dateFmt = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const dateTimeFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "2026-12-01" -> "Dec 1, 2026" (no time zone shift: the date is read as a local day). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const d = new Date(`${day.slice(0, 10)}T00:00:00`);
  return Number.isNaN(d.getTime()) ? day : dateFmt.format(d);
}

/** "Dec 1, 2026" or "Dec 5, 2026 - Jan 2, 2027". */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined) {
  if (!start) return '—';
  if (!end || end === start) return formatDay(start);
  return `${formatDay(start)} - ${formatDay(end)}`;
}

/** An ISO instant in the viewer's time zone. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFmt.format(d);
}

/** An ISO instant as its calendar date in the viewer's time zone. */
export function formatInstantDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFmt.format(d);
}

/**
 * "09:00" + "15:00" -> "9:00 AM - 3:00 PM": the wording of the public pages, the profile and the
 * e-mails, so the office reads a session's times as its students do.
 */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined) {
  if (!start) return '—';
  const from = formatTimeForPeople(start);
  return end ? `${from} - ${formatTimeForPeople(end)}` : from;
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
