import { MSG } from '@careclass/shared';

/**
 * The date range of the Analytics Dashboard (specification 000, 4 and 001, 5 "Analytics"):
 *
 * - the default is 1 January of the current year to today;
 * - changing the end date sets the start date to one year before it, so the range is always
 *   360 to 370 days long after an end-date change;
 * - a start after the end is refused ("Start date cannot be after end date") and the range stays
 *   as it was; so is an empty date ("Start and end dates are required") and a start that would make
 *   the range longer than the server answers (2 years, docs/decisions/0011), and a day that is not
 *   a real one or whose year is still being typed ("Dates must be yyyy-MM-dd").
 *
 * Days are calendar days written yyyy-MM-dd; "today" is the viewer's local day.
 */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface RangeChange {
  /** The range to use: the new one, or the unchanged one when the change was refused. */
  range: DateRange;
  /** Why the change was refused. */
  error?: string;
}

/** The range length the screen keeps to when the end date changes (specification 001, 9). */
export const RANGE_MIN_DAYS = 360;
export const RANGE_MAX_DAYS = 370;
/** The longest range the server answers (docs/decisions/0011). */
export const SERVER_MAX_YEARS = 2;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * A native date input reports every keystroke of the year ("0002", "0020", "0202", "2025"): years
 * before this one are taken as a date still being typed, not as a choice.
 */
const EARLIEST_YEAR = 1900;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local calendar day as yyyy-MM-dd. */
export function dayOf(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parts(day: string): [number, number, number] | null {
  const m = DAY_PATTERN.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  date.setUTCFullYear(y);
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real ? [y, mo, d] : null;
}

/** A real day that a person has finished typing (its year is not a partial one). */
export function isCompleteDay(value: string): boolean {
  const p = parts(value);
  return p !== null && p[0] >= EARLIEST_YEAR;
}

function utc(day: string): number {
  const [y, m, d] = parts(day)!;
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCFullYear(y);
  return date.getTime();
}

/** Whole days from `start` to `end` (0 for the same day; negative when `end` is earlier). */
export function daysBetween(start: string, end: string): number {
  return Math.round((utc(end) - utc(start)) / DAY_MS);
}

/** The same day `years` years earlier; 29 February becomes 28 February in a common year. */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = parts(day)!;
  const year = y - years;
  const lastDay = new Date(Date.UTC(2000, m, 0)).getUTCDate(); // month length in a leap year
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthLength = m === 2 && !isLeap ? 28 : lastDay;
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, monthLength))}`;
}

/** One year before `day`. */
export const oneYearBefore = (day: string) => yearsBefore(day, 1);

/** The default range: 1 January of the current year to today. */
export function defaultRange(today: Date = new Date()): DateRange {
  const end = dayOf(today);
  return { startDate: `${end.slice(0, 4)}-01-01`, endDate: end };
}

/** The earliest start the server accepts for a range ending on `endDate`. */
export function earliestStart(endDate: string): string {
  const [y, m, d] = parts(yearsBefore(endDate, SERVER_MAX_YEARS))!;
  return dayOf(new Date(y, m - 1, d + 1));
}

/** Whether the range is as long as the screen keeps it after an end-date change. */
export function isKeptLength(range: DateRange): boolean {
  const days = daysBetween(range.startDate, range.endDate);
  return days >= RANGE_MIN_DAYS && days <= RANGE_MAX_DAYS;
}

/** The start date was changed to `startDate`. */
export function changeStartDate(range: DateRange, startDate: string): RangeChange {
  if (startDate.trim() === '') return { range, error: MSG.datesRequired };
  if (!isCompleteDay(startDate)) return { range, error: MSG.invalidDate };
  if (startDate > range.endDate) return { range, error: MSG.startAfterEnd };
  if (startDate < earliestStart(range.endDate)) return { range, error: MSG.rangeTooLong };
  return { range: { startDate, endDate: range.endDate } };
}

/**
 * The end date was changed to `endDate`. The start date becomes one year before it, which also
 * resets any range outside 360 to 370 days. A later day than today is allowed (the server takes
 * any range up to two years).
 */
export function changeEndDate(range: DateRange, endDate: string): RangeChange {
  if (endDate.trim() === '') return { range, error: MSG.datesRequired };
  if (!isCompleteDay(endDate)) return { range, error: MSG.invalidDate };
  // One year is 365 or 366 days: inside 360 to 370 whatever the start was before.
  return { range: { startDate: oneYearBefore(endDate), endDate } };
}
