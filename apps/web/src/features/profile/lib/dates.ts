import { formatDateForPeople, formatInstantForPeople } from '@careclass/shared';

/**
 * Date and time texts of the profile area. Dates `yyyy-MM-dd` are calendar days (no time zone);
 * instants are ISO strings shown in the browser's time zone, except deadlines, which are stated
 * in the provider's time zone with the zone named, as the e-mails state them.
 */

const DAY_MS = 86_400_000;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // A bare calendar day is read as local midnight, not UTC midnight.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

const isValid = (d: Date) => !Number.isNaN(d.getTime());

/** "Mar 3, 2026"; an empty text for a missing or unreadable value. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return isValid(d) ? dateFormat.format(d) : '';
}

/** "Mar 3, 2026, 9:05 AM". */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return isValid(d) ? dateTimeFormat.format(d) : '';
}

/** A due date as a plain date: "December 23, 2026" (the e-mails' wording); '' when missing. */
export function formatDueDate(ymd: string | null | undefined): string {
  return ymd ? formatDateForPeople(ymd) : '';
}

/** A deadline: "Thursday, December 3, 2026 at 1:58 PM EST"; '' when missing or unreadable. */
export function formatDeadline(value: string | null | undefined, timeZone: string): string {
  if (!value || !isValid(toDate(value))) return '';
  return formatInstantForPeople(value, timeZone);
}

/** "9:00 AM" for "09:00". */
export function formatTime(hhmm: string | null | undefined): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return '';
  const h = Number(m[1]);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${suffix}`;
}

/** "9:00 AM - 3:00 PM", or one end alone, or ''. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined) {
  return [formatTime(start), formatTime(end)].filter(Boolean).join(' - ');
}

/** "Mar 3, 2026" or "Mar 3, 2026 - Apr 28, 2026". */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined) {
  const a = formatDate(start);
  const b = formatDate(end);
  if (!a) return b;
  if (!b || a === b) return a;
  return `${a} - ${b}`;
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * When something happened, relative to `now` (specification 001, section 9): Today, Yesterday,
 * "N days ago" under 7 days, else the date. Calendar days in the local time zone; a moment in the
 * future shows its date.
 */
export function relativeDay(date: Date | string, now: Date): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY_MS);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return `${days} days ago`;
  return formatDate(d);
}

/** Estimated wait (specification 001, section 9): under one day "Less than a day", else whole days up. */
export function estimatedWait(days: number | null | undefined): string | null {
  if (days === null || days === undefined || !Number.isFinite(days) || days < 0) return null;
  if (days < 1) return 'Less than a day';
  const n = Math.ceil(days);
  return n === 1 ? '1 day' : `${n} days`;
}

/** "5 h 12 min left" until `until`; null once it has passed. */
export function timeLeft(until: string | null | undefined, now: Date): string | null {
  if (!until) return null;
  const ms = toDate(until).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h >= 24) {
    const d = Math.floor(h / 24);
    return `${d} ${d === 1 ? 'day' : 'days'} ${h % 24} h left`;
  }
  if (h > 0) return `${h} h ${m} min left`;
  return minutes > 0 ? `${m} min left` : 'Less than a minute left';
}
