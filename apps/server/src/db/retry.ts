import { PgTransaction } from 'drizzle-orm/pg-core';
import { concurrencyRefusal } from '../lib/errors.ts';
import type { Db, Tx } from './client.ts';

/**
 * Transactions PostgreSQL refuses for a deadlock or a serialization failure run again from the
 * start (decision 45, "Deadlocks are retried"). Two writers that lock the same rows in opposite
 * orders (two session rows of a class, a session row and an enrolment) can each wait for the
 * other; PostgreSQL then refuses one of them with 40P01 and rolls all of it back. The request did
 * nothing wrong and the other writer has gone on, so trying again is the right answer, not a 500.
 *
 * Only code that is safe to run again from its start may be given here: everything it does must
 * be in the database transaction (notices and e-mail are rows; mail leaves through the outbox
 * after the commit), and what it reads must be read again inside it. Nothing reaches the outside
 * world before the commit, so a refused try leaves no trace.
 */

/** Tries in all, the first included. A fourth refusal in a row answers 503 (plugins/error-handler). */
export const TRIES = 4;
/** The longest pause before the second try; it doubles before each next one. */
const FIRST_PAUSE_MS = 20;

/** Where a retry is told (the app's logger): frequent retries point at a lock order to fix. */
export interface RetryLog {
  warn(details: object, message: string): void;
}

/**
 * Runs `work`, and again (up to `TRIES` in all) when PostgreSQL refused it for a deadlock or a
 * serialization failure. `work` must be one or more whole transactions or statements of their
 * own, never part of a caller's transaction (which the refusal has already aborted).
 */
export async function withRetries<T>(log: RetryLog, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = concurrencyRefusal(error);
      if (code === undefined || attempt >= TRIES) throw error;
      log.warn({ code, attempt }, 'transaction retried');
      await jitteredPause(attempt);
    }
  }
}

/**
 * `db.transaction(work)`, run again from `begin` when PostgreSQL refused it for a deadlock or a
 * serialization failure. Only on the database itself: inside a transaction it would be a
 * savepoint, and the transaction around it could not be run again from here.
 */
export function transactionWithRetries<T>(
  ctx: { db: Db; log: RetryLog },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (ctx.db instanceof PgTransaction)
    throw new Error('transactionWithRetries needs the database, not a transaction');
  return withRetries(ctx.log, () => ctx.db.transaction(work));
}

/**
 * A random pause, longer with each try: the writer that won has most likely committed by then,
 * and two refused writers that would meet again in the same order start at different moments.
 */
function jitteredPause(attempt: number) {
  const ms = Math.random() * FIRST_PAUSE_MS * 2 ** (attempt - 1);
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
