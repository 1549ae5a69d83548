import { MSG } from '@careclass/shared';

/** The one error type services throw; the error handler turns it into the API envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);
export const unauthorized = (message: string = MSG.unauthorized, code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string = MSG.forbidden, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT', fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);

/** PostgreSQL reports a unique violation as SQLSTATE 23505, through either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  if (!e || e.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint;
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  if (!e || e.code !== '23514') return false;
  return constraint === undefined || e.constraint === constraint;
}

/**
 * SQLSTATEs only bad input can cause: a value the column type refuses (22P02 invalid text, 22003
 * out of range, 22021 NUL or a bad byte, 22007 / 22008 a bad date or time) or a text too long for
 * its index (54000). The edge checks each field; this is the last line when one slips through.
 */
const INPUT_SQLSTATES = new Set(['22P02', '22003', '22021', '22007', '22008', '54000']);

export function isBadInputError(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code !== undefined && INPUT_SQLSTATES.has(code);
}

/**
 * SQLSTATEs of a transaction PostgreSQL refused only because of what ran beside it: 40P01 a
 * deadlock it broke by refusing this one, 40001 a serialization failure. Nothing the transaction
 * wrote stays, and the same transaction run again from its start may well succeed
 * (`db/retry.ts`). The SQLSTATE, or undefined for any other error.
 */
const REFUSED_FOR_CONCURRENCY = new Set(['40P01', '40001']);

export function concurrencyRefusal(error: unknown): string | undefined {
  const code = findPgError(error)?.code;
  return code !== undefined && REFUSED_FOR_CONCURRENCY.has(code) ? code : undefined;
}

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint };
    }
    current = candidate.cause;
  }
  return undefined;
}
