import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  calendarFeeds,
  classes,
  classSessions,
  enrollments,
  users,
} from '../../db/schema/index.ts';

/** What an enrolment's events are made of: the session, its class and the enrolment's state. */
const sessionColumns = {
  enrollmentId: enrollments.id,
  enrollmentUpdatedAt: enrollments.updatedAt,
  archivedAt: enrollments.archivedAt,
  completedAt: enrollments.completedAt,
  classId: classes.id,
  classTitle: classes.title,
  classLocation: classes.locationDetails,
  locationType: classes.locationType,
  sessionId: classSessions.id,
  startDate: classSessions.startDate,
  endDate: classSessions.endDate,
  startTime: classSessions.startTime,
  endTime: classSessions.endTime,
  sessionLocation: classSessions.locationDetails,
  sessionStatus: classSessions.status,
  sessionRemovedAt: classSessions.removedAt,
  sessionUpdatedAt: classSessions.updatedAt,
};

export type CalendarSessionRow = Awaited<ReturnType<typeof approvedEnrollmentSessions>>[number];

/**
 * The user's approved enrolments (live or in history) with their session and class, oldest
 * first; with `enrollmentId` only that one. Pending and rejected ones never reach a calendar.
 */
export async function approvedEnrollmentSessions(
  db: DbOrTx,
  userId: number,
  enrollmentId?: number,
) {
  return db
    .select(sessionColumns)
    .from(enrollments)
    .innerJoin(classSessions, eq(classSessions.id, enrollments.sessionId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.status, 'approved'),
        enrollmentId === undefined ? undefined : eq(enrollments.id, enrollmentId),
      ),
    )
    .orderBy(asc(classSessions.startDate), asc(enrollments.id));
}

/** The user's feed row, if any. */
export async function feedOf(db: DbOrTx, userId: number) {
  const rows = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return rows[0] ?? null;
}

/** Sets the user's feed to a new token hash (replacing an older one) and returns the row. */
export async function replaceFeed(db: DbOrTx, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning();
  return row!;
}

/** Deletes the user's feed; whether there was one. */
export async function deleteFeed(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

/** The active user whose feed has this token hash, if any. */
export async function feedOwner(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.status, 'active')))
    .limit(1);
  return rows[0]?.userId ?? null;
}
