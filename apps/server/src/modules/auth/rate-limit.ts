import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { minutesAgo } from '../../lib/time.ts';
import {
  deleteHits,
  deleteHitsBefore,
  hitsInWindow,
  insertHits,
  lockTransaction,
} from './rate-limit.repository.ts';

/**
 * One counter of a limited action: at most `limit` hits under `key` within the sliding window.
 * Keys name what is counted, e.g. `login-fail:pair:ann@example.com|1.2.3.4` or `contact:ip:1.2.3.4`.
 */
export interface LimitRule {
  key: string;
  limit: number;
  windowMinutes: number;
  /**
   * Past the limit, one more hit is let through once this many minutes have passed since the
   * latest hit, doubling with every further hit up to `maxMinutes`: a growing delay instead of a
   * hard stop.
   */
  backoff?: { firstMinutes: number; maxMinutes: number };
}

/** The rows a successful reservation wrote, so that an attempt that turns out fine can give them back. */
export interface Reservation {
  ids: number[];
}

/** The two-key form of advisory locks, with this first key, is the rate limiter's own space. */
const LOCK_SPACE = 0x52415445;

/** A stable 32-bit lock number for a key; a collision only makes two keys take turns. */
function lockNumber(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}

/**
 * Keys carry what the client sent (an e-mail address); a long one is stored as its hash, so that
 * it fits the index and an absurd address is an ordinary failed login rather than an error.
 */
function storedKey(key: string): string {
  return key.length > 200 ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
}

async function isAllowed(tx: DbOrTx, rule: LimitRule): Promise<boolean> {
  const { hits, idleMinutes } = await hitsInWindow(tx, storedKey(rule.key), rule.windowMinutes);
  if (hits < rule.limit) return true;
  if (!rule.backoff) return false;
  const wait = Math.min(
    rule.backoff.firstMinutes * 2 ** (hits - rule.limit),
    rule.backoff.maxMinutes,
  );
  return idleMinutes >= wait;
}

/**
 * Reserves one hit under every rule, or none when any rule is over its limit (null). The check and
 * the insert happen in one transaction holding an advisory lock per key, so concurrent callers of
 * the same key take turns: a burst of any size gets at most the limit through, and nothing past
 * it is evaluated. Locks are taken in one fixed order, so two callers sharing keys cannot
 * deadlock. Given a transaction, the reservation commits or rolls back with it.
 */
export async function reserveHits(db: DbOrTx, rules: LimitRule[]): Promise<Reservation | null> {
  if (rules.length === 0) return { ids: [] };
  return db.transaction(async (tx) => {
    const locks = [...new Set(rules.map((r) => lockNumber(storedKey(r.key))))].sort(
      (a, b) => a - b,
    );
    for (const lock of locks) {
      await lockTransaction(tx, LOCK_SPACE, lock);
    }
    for (const rule of rules) {
      if (!(await isAllowed(tx, rule))) return null;
    }
    return {
      ids: await insertHits(
        tx,
        rules.map((r) => storedKey(r.key)),
      ),
    };
  });
}

/** Gives a reservation back: the attempt turned out not to be one the limit counts (a success). */
export async function releaseHits(db: DbOrTx, reservation: Reservation): Promise<void> {
  if (reservation.ids.length === 0) return;
  await deleteHits(db, reservation.ids);
}

/** Old hits are useless after a day (no window is longer); the housekeeping sweep removes them. */
export async function pruneHits(db: DbOrTx, batchSize = 5000): Promise<number> {
  // In batches, each its own statement: a busy site's day of hits never becomes one long delete.
  const before = minutesAgo(24 * 60);
  let total = 0;
  for (;;) {
    const n = await deleteHitsBefore(db, before, batchSize);
    total += n;
    if (n < batchSize) return total;
  }
}
