import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  classes,
  classSessions,
  enrollmentHistory,
  enrollments,
  users,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** Enrolments joined with their class, session and instructor: what every listing shows. */
export async function listEnrollmentViews(
  db: DbOrTx,
  where: SQL,
  page?: { limit: number; offset: number },
) {
  const instructor = alias(users, 'instructor');
  const student = alias(users, 'student');
  const query = db
    .select({
      enrollment: enrollments,
      studentFirst: student.firstName,
      studentLast: student.lastName,
      studentEmail: student.email,
      classTitle: classes.title,
      classLocationType: classes.locationType,
      session: classSessions,
      instructorFirst: instructor.firstName,
      instructorLast: instructor.lastName,
      // Seats taken in the session (live enrolments and held offers): the capacity bar's figure,
      // read from the session's counter rather than counted per row.
      currentStudents: classSessions.seatsHeld,
    })
    .from(enrollments)
    .innerJoin(student, eq(student.id, enrollments.userId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(classSessions, eq(classSessions.id, enrollments.sessionId))
    .leftJoin(
      instructor,
      eq(instructor.id, sql`coalesce(${classSessions.instructorId}, ${classes.instructorId})`),
    )
    .where(where)
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countEnrollments(db: DbOrTx, where: SQL) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollments)
    .where(where);
  return rows[0]?.n ?? 0;
}
export type EnrollmentView = Awaited<ReturnType<typeof listEnrollmentViews>>[number];

export const byUser = (userId: number) => eq(enrollments.userId, userId);
export const byId = (id: number) => eq(enrollments.id, id);

/** The student's live (pending or approved, active) enrolment in a class, if any. */
export async function findLiveEnrollment(db: DbOrTx, userId: number, classId: number) {
  const rows = await db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.classId, classId),
        inArray(enrollments.status, ['pending', 'approved']),
        eq(enrollments.enrollmentType, 'active'),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function lockEnrollment(db: DbOrTx, id: number) {
  const rows = await db
    .select()
    .from(enrollments)
    .where(eq(enrollments.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function insertEnrollment(db: DbOrTx, values: typeof enrollments.$inferInsert) {
  const rows = await db.insert(enrollments).values(values).returning();
  return rows[0]!;
}

export async function recordHistory(db: DbOrTx, entry: typeof enrollmentHistory.$inferInsert) {
  await db.insert(enrollmentHistory).values(entry);
}

export async function listHistory(db: DbOrTx, enrollmentId: number) {
  return db
    .select()
    .from(enrollmentHistory)
    .where(eq(enrollmentHistory.enrollmentId, enrollmentId))
    .orderBy(enrollmentHistory.createdAt, enrollmentHistory.id);
}

/** The user's live (pending or approved, active) enrolments, locked, oldest first. */
export async function lockLiveEnrollmentsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        inArray(enrollments.status, ['pending', 'approved']),
        eq(enrollments.enrollmentType, 'active'),
      ),
    )
    .orderBy(enrollments.id)
    .for('update');
}

/** Moves an enrolment to history, keeping its status, with the reason. */
export async function archiveEnrollment(db: DbOrTx, id: number, reason: string) {
  await db
    .update(enrollments)
    .set({
      enrollmentType: 'historical',
      archivedAt: new Date(),
      archivedReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(enrollments.id, id));
}
