import { formatDateForPeople, formatInstantForPeople } from '@careclass/shared';

/**
 * Date and time texts of the profile area. Dates `yyyy-MM-dd` are calendar days (no time zone);
 * instants are ISO strings shown in the browser's time zone, except deadlines, which are stated
 * in the provider's time zone with the zone named, as the e-mails state them.
 */

const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and style, made once (building an Intl formatter is not cheap). */
function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
    formats.set(key, made);
  }
  return made;
}

/** The words of the relative texts; English unless a page passes its language's. */
export interface DateWords {
  today: string;
  yesterday: string;
  daysAgo: (n: number) => string;
  lessThanADay: string;
  days: (n: number) => string;
  leftDays: (days: number, hours: number) => string;
  leftHours: (hours: number, minutes: number) => string;
  leftMinutes: (minutes: number) => string;
  leftUnderMinute: string;
}

export const ENGLISH_WORDS: DateWords = {
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: (n) => `${n} days ago`,
  lessThanADay: 'Less than a day',
  days: (n) => (n === 1 ? '1 day' : `${n} days`),
  leftDays: (d, h) => `${d} ${d === 1 ? 'day' : 'days'} ${h} h left`,
  leftHours: (h, m) => `${h} h ${m} min left`,
  leftMinutes: (m) => `${m} min left`,
  leftUnderMinute: 'Less than a minute left',
};

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // A bare calendar day is read as local midnight, not UTC midnight.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

const isValid = (d: Date) => !Number.isNaN(d.getTime());

/** "Mar 3, 2026"; an empty text for a missing or unreadable value. */
export function formatDate(value: Date | string | null | undefined, locale = 'en-US'): string {
  if (!value) return '';
  const d = toDate(value);
  return isValid(d) ? formatter(locale, false).format(d) : '';
}

/** "Mar 3, 2026, 9:05 AM". */
export function formatDateTime(value: Date | string | null | undefined, locale = 'en-US'): string {
  if (!value) return '';
  const d = toDate(value);
  return isValid(d) ? formatter(locale, true).format(d) : '';
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
export function formatTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
  time: (hhmm: string | null | undefined) => string = formatTime,
) {
  return [time(start), time(end)].filter(Boolean).join(' - ');
}

/** "Mar 3, 2026" or "Mar 3, 2026 - Apr 28, 2026". */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale = 'en-US',
) {
  const a = formatDate(start, locale);
  const b = formatDate(end, locale);
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
export function relativeDay(
  date: Date | string,
  now: Date,
  words: DateWords = ENGLISH_WORDS,
  locale = 'en-US',
): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY_MS);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  if (days > 1 && days < 7) return words.daysAgo(days);
  return formatDate(d, locale);
}

/** Estimated wait (specification 001, section 9): under one day "Less than a day", else whole days up. */
export function estimatedWait(
  days: number | null | undefined,
  words: DateWords = ENGLISH_WORDS,
): string | null {
  if (days === null || days === undefined || !Number.isFinite(days) || days < 0) return null;
  if (days < 1) return words.lessThanADay;
  return words.days(Math.ceil(days));
}

/** "5 h 12 min left" until `until`; null once it has passed. */
export function timeLeft(
  until: string | null | undefined,
  now: Date,
  words: DateWords = ENGLISH_WORDS,
): string | null {
  if (!until) return null;
  const ms = toDate(until).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h >= 24) {
    return words.leftDays(Math.floor(h / 24), h % 24);
  }
  if (h > 0) return words.leftHours(h, m);
  return minutes > 0 ? words.leftMinutes(m) : words.leftUnderMinute;
}
