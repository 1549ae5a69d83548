import { and, count, eq, gt, lt } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { minutesAgo } from '../../lib/time.ts';

/**
 * A sliding-window counter kept in the database, so every app instance sees the same counts.
 * Keys name what is counted, e.g. `login-fail:acct:ann@example.com` or `login-fail:ip:1.2.3.4`.
 */
export async function countHits(db: DbOrTx, key: string, windowMinutes: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, minutesAgo(windowMinutes))));
  return Number(rows[0]?.n ?? 0);
}

export async function recordHits(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(rateLimitHits).values(keys.map((key) => ({ key })));
}

export async function isOverLimit(
  db: DbOrTx,
  keys: string[],
  limit: number,
  windowMinutes: number,
): Promise<boolean> {
  for (const key of keys) {
    if ((await countHits(db, key, windowMinutes)) >= limit) return true;
  }
  return false;
}

/** Old hits are useless after a day; the housekeeping sweep removes them. */
export async function pruneHits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, minutesAgo(24 * 60)));
}
