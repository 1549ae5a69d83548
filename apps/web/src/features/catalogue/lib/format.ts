/**
 * Dates and times of sessions for people. Session dates are calendar dates (yyyy-MM-dd) and times
 * wall-clock times (HH:mm) of the provider: they are formatted as they are, never shifted to the
 * browser's time zone. Instants (an offer's expiry) are worded by the shared dates-for-people
 * module, in the provider's time zone with the zone named.
 */

const LOCALE = 'en-US';

function calendarDate(ymd: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return null;
  const date = new Date(`${ymd}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const rangeFormats = new Map<string, ReturnType<typeof makeRangeFormats>>();

function makeRangeFormats(locale: string) {
  const short = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
  return {
    fullDate: new Intl.DateTimeFormat(locale, { ...short, weekday: 'short', year: 'numeric' }),
    dayMonth: new Intl.DateTimeFormat(locale, short),
    dayMonthYear: new Intl.DateTimeFormat(locale, { ...short, year: 'numeric' }),
  };
}

function rangeFormatsFor(locale: string) {
  let found = rangeFormats.get(locale);
  if (!found) {
    found = makeRangeFormats(locale);
    rangeFormats.set(locale, found);
  }
  return found;
}

/**
 * "Wed, Mar 3, 2027" for one day; "Mar 3 - Apr 28, 2027" (years shown when they differ). In
 * another `locale` (useFormat().locale) the same in its words: "mié, 3 de mar de 2027".
 */
export function formatDateRange(start: string, end?: string | null, locale = LOCALE): string {
  const { fullDate, dayMonth, dayMonthYear } = rangeFormatsFor(locale);
  const from = calendarDate(start);
  if (!from) return start;
  const to = end ? calendarDate(end) : null;
  if (!to || end === start) return fullDate.format(from);
  const sameYear = start.slice(0, 4) === end!.slice(0, 4);
  return `${(sameYear ? dayMonth : dayMonthYear).format(from)} - ${dayMonthYear.format(to)}`;
}

function minutesOf(hhmm: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "09:00" -> "9:00 AM". */
export function formatTime(hhmm: string): string {
  const minutes = minutesOf(hhmm);
  if (minutes === null) return hhmm;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "9:00 AM - 3:00 PM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} - ${formatTime(end)}`;
}

/** Hours between two wall-clock times of one day, or null when unreadable or not positive. */
export function hoursPerDay(start: string, end: string): number | null {
  const a = minutesOf(start);
  const b = minutesOf(end);
  if (a === null || b === null || b <= a) return null;
  return Math.round(((b - a) / 60) * 100) / 100;
}

/** "6 hours per day", "1 hour per day", "1.5 hours per day"; null when unknown. */
export function formatHoursPerDay(start: string, end: string): string | null {
  const hours = hoursPerDay(start, end);
  if (hours === null) return null;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} per day`;
}

/** "5h 03m 12s" for a number of milliseconds (0 and below give "0s"). */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return '0s';
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}

/** "1 of 8 spots available". */
export function formatSpots(available: number, capacity: number): string {
  return `${available} of ${capacity} ${capacity === 1 ? 'spot' : 'spots'} available`;
}
