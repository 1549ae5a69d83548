import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityAction } from '@careclass/shared';
import { activityLog } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The insert of `recordActivity` for a statement of several writes: one entry per row of `from` (a
 * CTE of the caller's statement), so it exists exactly when that row does.
 */
export function recordActivityFromSql(
  entry: { userId: number; action: ActivityAction; description: string; details?: object },
  from: SQL,
): SQL {
  return sql`insert into activity_log (user_id, action, description, details)
    select ${entry.userId}::int, ${entry.action}::text, ${entry.description}::text,
           ${JSON.stringify(entry.details ?? {})}::jsonb
    from ${from}`;
}

/** Appends to the student's activity history (profile Activity section). */
export async function recordActivity(
  db: DbOrTx,
  entry: {
    userId: number;
    action: ActivityAction;
    description: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    action: entry.action,
    description: entry.description,
    details: entry.details ?? {},
  });
}

export type ActivityRow = typeof activityLog.$inferSelect;

/** The user's history, newest first. */
export async function activityRows(db: DbOrTx, userId: number, limit: number, offset = 0) {
  return db
    .select()
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset);
}

/** A page of the user's history, newest first, and its total. */
export async function activityPage(db: DbOrTx, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    activityRows(db, userId, limit, offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(eq(activityLog.userId, userId)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
