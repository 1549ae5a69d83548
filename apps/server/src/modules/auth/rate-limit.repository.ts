import { inArray, lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * Waits in the transaction for an advisory lock of the two-key form (released at its end), so
 * callers of the same lock take turns.
 */
export async function lockTransaction(tx: DbOrTx, space: number, lock: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${lock}::int)`);
}

/** The hits under a key within the window, and the minutes since the latest of them. */
export async function hitsInWindow(tx: DbOrTx, key: string, windowMinutes: number) {
  const [row] = await queryRows<{ n: number | string; idle_minutes: number | string | null }>(
    tx,
    sql`select count(*) as n,
          extract(epoch from now() - max(created_at)) / 60 as idle_minutes
        from rate_limit_hits
        where key = ${key}
          and created_at > now() - make_interval(mins => ${windowMinutes}::int)`,
  );
  return { hits: Number(row?.n ?? 0), idleMinutes: Number(row?.idle_minutes ?? 0) };
}

/** Writes one hit under each key; the ids, in the order of the keys. */
export async function insertHits(tx: DbOrTx, keys: string[]): Promise<number[]> {
  const rows = await tx
    .insert(rateLimitHits)
    .values(keys.map((key) => ({ key })))
    .returning({ id: rateLimitHits.id });
  return rows.map((r) => r.id);
}

export async function deleteHits(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
}

/** Deletes up to `limit` hits older than `before`; answers how many went. */
export async function deleteHitsBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(
      inArray(
        rateLimitHits.id,
        db
          .select({ id: rateLimitHits.id })
          .from(rateLimitHits)
          .where(lt(rateLimitHits.createdAt, before))
          .limit(limit),
      ),
    )
    .returning({ id: rateLimitHits.id });
  return gone.length;
}
