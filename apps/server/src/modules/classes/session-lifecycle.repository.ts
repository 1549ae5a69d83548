import { and, eq, inArray, sql } from 'drizzle-orm';
import { classSessions, enrollments, payments, waitlistEntries } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** The queries of ending a session (session-lifecycle.ts), each in the caller's transaction. */

export type SessionEnd = 'completed' | 'cancelled' | 'removed';

export interface LiveRow {
  id: number;
  user_id: number;
  status: 'pending' | 'approved';
}

/** The session's class and first day, the session row locked until the transaction ends. */
export async function lockSessionWithClass(tx: DbOrTx, sessionId: number) {
  const info = await queryRows<{ class_id: number; title: string; start_date: string }>(
    tx,
    sql`select s.class_id, c.title, s.start_date::text as start_date from class_sessions s
        join classes c on c.id = s.class_id where s.id = ${sessionId} for update of s`,
  );
  return info[0];
}

/** The session's live enrolments (pending or approved, active), locked. */
export function lockLiveEnrollments(tx: DbOrTx, sessionId: number) {
  return queryRows<LiveRow>(
    tx,
    sql`select id, user_id, status from enrollments
        where session_id = ${sessionId} and enrollment_type = 'active' and status in ('pending', 'approved')
        for update`,
  );
}

/** Moves an enrolment to history: completed, or archived, with the reason. */
export async function moveEnrollmentToHistory(
  tx: DbOrTx,
  enrollmentId: number,
  change: { completed: boolean; reason: string; now: Date },
) {
  const { completed, reason, now } = change;
  await tx
    .update(enrollments)
    .set(
      completed
        ? {
            enrollmentType: 'historical',
            completedAt: now,
            completionReason: reason,
            updatedAt: now,
          }
        : {
            enrollmentType: 'historical',
            archivedAt: now,
            archivedReason: reason,
            updatedAt: now,
          },
    )
    .where(eq(enrollments.id, enrollmentId));
}

/** Cancels what is still unpaid for an enrolment; paid payments are kept for the office. */
export async function cancelUnpaidPayments(tx: DbOrTx, enrollmentId: number, now: Date) {
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(payments.enrollmentId, enrollmentId),
        inArray(payments.status, ['pending', 'due_soon', 'overdue']),
      ),
    );
}

/** Offers held for the session go back to waiting; preferences for it are cleared. */
export async function releaseWaitlistFromSession(tx: DbOrTx, sessionId: number, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({
      status: 'waiting',
      offeredSessionId: null,
      offeredAt: null,
      offerExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(eq(waitlistEntries.offeredSessionId, sessionId), eq(waitlistEntries.status, 'offered')),
    );
  await tx
    .update(waitlistEntries)
    .set({ preferredSessionId: null, updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.preferredSessionId, sessionId),
        inArray(waitlistEntries.status, ['waiting', 'pending']),
      ),
    );
}

/** Frees the session's seats and marks it ended (a removed session becomes historical). */
export async function closeSession(tx: DbOrTx, sessionId: number, end: SessionEnd, now: Date) {
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
    .where(eq(classSessions.id, sessionId));
}

/** The people of the given ids, in one query. */
export function usersByIds(tx: DbOrTx, ids: number[]) {
  return tx.query.users.findMany({
    where: (u, { inArray: within }) => within(u.id, ids),
  });
}
