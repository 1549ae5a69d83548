/**
 * Rules for every input that reaches the database. Each one refuses what PostgreSQL
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

/** An amount of dollars: finite, not negative, at most MAX_PRICE_DOLLARS. */
export function isSanePrice(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE_DOLLARS;
}
