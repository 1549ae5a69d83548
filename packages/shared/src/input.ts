import { z } from 'zod';

/**
 * Building blocks for every input that reaches the database. Each one refuses what PostgreSQL
 * would refuse later with a server error: integers past its 4-byte `integer`, NUL and other control
 * characters in text, calendar dates that do not exist, and numbers no real price reaches.
 */

/** The largest value of a PostgreSQL `integer` column (every id and count is one). */
export const MAX_DB_INTEGER = 2_147_483_647;
/** No class or payment costs more than this, in dollars. */
export const MAX_PRICE_DOLLARS = 100_000;
/** Dates before this year are typing mistakes (and year 0 does not exist in PostgreSQL). */
export const MIN_YEAR = 1900;

export const INPUT_MSG = {
  invalidId: 'Invalid id',
  controlCharacters: 'Text must not contain control characters',
  invalidDate: 'Dates must be yyyy-MM-dd',
  priceTooHigh: `Price must be at most $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`,
  passwordTooLong: 'Password must be at most 200 characters long',
} as const;

/**
 * NUL and the other C0 control characters except tab, line feed and carriage return, DEL, and half
 * of a UTF-16 surrogate pair (it has no UTF-8 form; the embedded database refuses it).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasUnsafeCharacters = (text: string) => UNSAFE.test(text);

/**
 * An id: a positive integer that fits a PostgreSQL integer, given as a number or as digits (paths,
 * query strings and form fields are text). "1e3", "0x10" and "1.0" are not ids.
 */
export function idSchema(message: string = INPUT_MSG.invalidId) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(MAX_DB_INTEGER, { error: message }),
  );
}

/** A whole number from a number or digits, between `min` and `max` (at most a PostgreSQL integer). */
export function wholeNumberSchema(message: string, min = 0, max: number = MAX_DB_INTEGER) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(Math.min(max, MAX_DB_INTEGER), { error: message }),
  );
}

/**
 * Text typed by a person: trimmed (unless `trim: false`), at most `max` characters (`tooLong` says
 * so, see tooLongMessage) and no control characters.
 */
export function textSchema(max: number, tooLong: string, options: { trim?: boolean } = {}) {
  const base = options.trim === false ? z.string() : z.string().trim();
  return base
    .max(max, { error: tooLong })
    .refine((v) => !hasUnsafeCharacters(v), { error: INPUT_MSG.controlCharacters });
}

export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;

/** yyyy-MM-dd that names a real day (no 2027-02-30), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls impossible days over (Feb 30 becomes Mar 2); a real day comes back unchanged.
  return date.toISOString().slice(0, 10) === value;
}

export function calendarDateSchema(message: string = INPUT_MSG.invalidDate) {
  return z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
}

/** An amount of dollars: finite, not negative, at most MAX_PRICE_DOLLARS. */
export function isSanePrice(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE_DOLLARS;
}
