import { inArray, sql } from 'drizzle-orm';
import { classSessions } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * The queries of ending sessions (session-lifecycle.ts), each in the caller's transaction and each
 * one statement for all the sessions. The enrolments, payments and waiting list are changed by
 * their own modules' services.
 */

export type SessionEnd = 'completed' | 'cancelled' | 'removed';

/** The sessions with their class and first day, the session rows locked until the transaction ends. */
export function lockSessionsWithClass(tx: DbOrTx, sessionIds: number[]) {
  return queryRows<{ id: number; class_id: number; title: string; start_date: string }>(
    tx,
    sql`select s.id, s.class_id, c.title, s.start_date::text as start_date from class_sessions s
        join classes c on c.id = s.class_id
        where s.id in (${sql.join(sessionIds, sql`, `)}) order by s.id for update of s`,
  );
}

/** Frees the sessions' seats and marks them ended (a removed session becomes historical). */
export async function closeSessions(tx: DbOrTx, sessionIds: number[], end: SessionEnd, now: Date) {
  await tx
    .update(classSessions)
    .set({
      seatsHeld: 0,
      updatedAt: now,
      ...(end === 'removed'
        ? {
            sessionType: 'historical' as const,
            removedAt: now,
            removedReason: 'Removed by the office',
          }
        : { status: end }),
    })
    .where(inArray(classSessions.id, sessionIds));
}

/** The people of the given ids, in one query. */
export function usersByIds(tx: DbOrTx, ids: number[]) {
  return tx.query.users.findMany({
    where: (u, { inArray: within }) => within(u.id, ids),
  });
}
