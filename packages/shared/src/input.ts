import { z } from 'zod';
import { INPUT_MSG, MAX_DB_INTEGER, hasUnsafeCharacters, isCalendarDate } from './input-rules.ts';

/**
 * The zod schemas built on the rules of input-rules.ts. The rules live apart, with no zod, so a
 * page that needs only a rule (the catalogue, the class page) does not load the validation library.
 */
export * from './input-rules.ts';

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

/** A calendar date, yyyy-MM-dd (see isCalendarDate). */
export function calendarDateSchema(message: string = INPUT_MSG.invalidDate) {
  return z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
}
