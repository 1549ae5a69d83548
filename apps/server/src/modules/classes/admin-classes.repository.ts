import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  certificates,
  classMaterials,
  classes,
  classSessions,
  enrollments,
  payments,
  users,
} from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';

/** The office's writes and lists of classes (admin-classes.service.ts), in the caller's handle. */

export type NewClass = typeof classes.$inferInsert;
export type NewSession = typeof classSessions.$inferInsert;
export type ClassStatus = NonNullable<NewClass['status']>;
export type SessionStatus = NonNullable<NewSession['status']>;

/**
 * Every class (or a page of them) with its instructor's name, by title; `search` (lower-cased)
 * keeps the classes whose title contains it.
 */
export function listClassesWithInstructor(
  db: DbOrTx,
  page?: { limit: number; offset: number },
  search?: string,
) {
  const query = db
    .select({ cls: classes, instructorFirst: users.firstName, instructorLast: users.lastName })
    .from(classes)
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(titleContains(search))
    .orderBy(classes.title, classes.id);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** The class list's title search: anywhere in the title, any case, `%` and `_` as typed. */
function titleContains(search: string | undefined): SQL | undefined {
  return search ? sql`lower(${classes.title}) like ${likeContains(search)}` : undefined;
}

/** Every class's id, title, status and instructor, in the class list's order (the pickers). */
export function listClassChoices(db: DbOrTx) {
  return db
    .select({
      id: classes.id,
      title: classes.title,
      status: classes.status,
      instructorFirst: users.firstName,
      instructorLast: users.lastName,
    })
    .from(classes)
    .leftJoin(users, eq(users.id, classes.instructorId))
    .orderBy(classes.title, classes.id);
}

export async function countClasses(db: DbOrTx, search?: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(classes).where(titleContains(search));
  return Number(rows[0]?.n ?? 0);
}

export async function insertClass(tx: DbOrTx, values: NewClass) {
  const [row] = await tx.insert(classes).values(values).returning();
  return row!;
}

export async function insertSessions(tx: DbOrTx, values: NewSession[]) {
  await tx.insert(classSessions).values(values);
}

export async function insertSession(tx: DbOrTx, values: NewSession): Promise<number> {
  const [row] = await tx.insert(classSessions).values(values).returning({ id: classSessions.id });
  return row!.id;
}

export async function updateClassFields(tx: DbOrTx, id: number, fields: Partial<NewClass>) {
  await tx
    .update(classes)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(classes.id, id));
}

export async function setClassStatusRow(tx: DbOrTx, id: number, status: ClassStatus) {
  await tx.update(classes).set({ status, updatedAt: new Date() }).where(eq(classes.id, id));
}

/** Edits a session's dates, place and capacity (the seats-range check may refuse it). */
export async function updateSessionRow(
  tx: DbOrTx,
  id: number,
  fields: Pick<
    NewSession,
    'startDate' | 'endDate' | 'startTime' | 'endTime' | 'locationDetails' | 'capacity'
  >,
) {
  await tx
    .update(classSessions)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(classSessions.id, id));
}

export async function countActiveSessions(tx: DbOrTx, classId: number): Promise<number> {
  const left = await tx
    .select({ n: count() })
    .from(classSessions)
    .where(and(eq(classSessions.classId, classId), eq(classSessions.sessionType, 'active')));
  return Number(left[0]?.n ?? 0);
}

/** Enrolments, payments, certificates and materials of the class together, in one statement. */
export async function countClassHistory(tx: DbOrTx, id: number): Promise<number> {
  const history = await queryRows<{ n: number }>(
    tx,
    sql`select ((select count(*) from ${enrollments} where class_id = ${id})
              + (select count(*) from ${payments} where class_id = ${id})
              + (select count(*) from ${certificates} where class_id = ${id})
              + (select count(*) from ${classMaterials} where class_id = ${id}))::int as n`,
  );
  return history[0]?.n ?? 0;
}

/** Removes a class that never had any history, with its sessions (its waiting list goes first). */
export async function deleteClassOutright(tx: DbOrTx, id: number) {
  await tx.delete(classSessions).where(eq(classSessions.classId, id));
  await tx.delete(classes).where(eq(classes.id, id));
}

export async function findSessionRow(db: DbOrTx, sessionId: number) {
  const rows = await db
    .select()
    .from(classSessions)
    .where(eq(classSessions.id, sessionId))
    .limit(1);
  return rows[0];
}

export async function setSessionStatusRow(tx: DbOrTx, sessionId: number, status: SessionStatus) {
  await tx
    .update(classSessions)
    .set({ status, updatedAt: new Date() })
    .where(eq(classSessions.id, sessionId));
}

/** Every enrolment of the class with its student and its payment that is not cancelled. */
export function classStudentRows(db: DbOrTx, classId: number) {
  return db
    .select({
      enrollment: enrollments,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      paymentStatus: payments.status,
      dueDate: payments.dueDate,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .leftJoin(
      payments,
      and(eq(payments.enrollmentId, enrollments.id), sql`${payments.status} <> 'cancelled'`),
    )
    .where(eq(enrollments.classId, classId))
    .orderBy(users.lastName, users.firstName);
}
