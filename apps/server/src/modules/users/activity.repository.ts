import { desc, eq, sql } from 'drizzle-orm';
import type { ActivityAction } from '@careclass/shared';
import { activityLog } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

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
