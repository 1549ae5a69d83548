import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, classSessions, enrollments, users } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export type ClassRow = typeof classes.$inferSelect;
export type SessionRow = typeof classSessions.$inferSelect;

export async function findClassWithInstructor(db: DbOrTx, id: number) {
  const rows = await db
    .select({ cls: classes, instructorFirst: users.firstName, instructorLast: users.lastName })
    .from(classes)
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(eq(classes.id, id))
    .limit(1);
  return rows[0];
}

/** Live enrolments (pending or approved, active) per session of the classes, in one grouped query. */
async function liveCountsBySession(db: DbOrTx, classIds: number[]) {
  const rows = await db
    .select({ sessionId: enrollments.sessionId, n: sql<number>`count(*)::int` })
    .from(enrollments)
    .where(
      and(
        inArray(enrollments.classId, classIds),
        inArray(enrollments.status, ['pending', 'approved']),
        eq(enrollments.enrollmentType, 'active'),
      ),
    )
    .groupBy(enrollments.sessionId);
  return new Map(rows.map((r) => [r.sessionId, r.n]));
}

/**
 * Sessions of several classes with the number of live enrolments and the session instructor's
 * name: two queries whatever the number of classes (the counts are grouped separately, so the
 * planner never counts once per session). `upcomingOnly` keeps scheduled, not removed sessions that
 * have not started yet in the provider's time zone.
 */
export async function listSessions(
  db: DbOrTx,
  classIds: number[],
  opts: { upcomingOnly: boolean; timeZone: string },
) {
  if (classIds.length === 0) return [];
  const instructor = alias(users, 'session_instructor');
  const conditions: SQL[] = [inArray(classSessions.classId, classIds)];
  if (opts.upcomingOnly) {
    conditions.push(eq(classSessions.status, 'scheduled'));
    conditions.push(eq(classSessions.sessionType, 'active'));
    conditions.push(sessionNotStarted(opts.timeZone));
  }
  const [rows, counts] = await Promise.all([
    db
      .select({
        session: classSessions,
        instructorFirst: instructor.firstName,
        instructorLast: instructor.lastName,
      })
      .from(classSessions)
      .leftJoin(instructor, eq(instructor.id, classSessions.instructorId))
      .where(and(...conditions))
      .orderBy(asc(classSessions.startDate), asc(classSessions.startTime)),
    liveCountsBySession(db, classIds),
  ]);
  return rows.map((r) => ({ ...r, enrolledCount: counts.get(r.session.id) ?? 0 }));
}

export async function findSession(db: DbOrTx, id: number) {
  const rows = await db
    .select({ classId: classSessions.classId })
    .from(classSessions)
    .where(eq(classSessions.id, id))
    .limit(1);
  if (!rows[0]) return undefined;
  const all = await listSessions(db, [rows[0].classId], { upcomingOnly: false, timeZone: 'UTC' });
  return all.find((v) => v.session.id === id);
}

/**
 * The students of each session, for the class's staff: live enrolments (pending or approved, not
 * yet history), in one query whatever the number of sessions.
 */
export async function studentsBySession(db: DbOrTx, sessionIds: number[]) {
  const bySession = new Map<number, StudentOfSession[]>();
  if (sessionIds.length === 0) return bySession;
  const rows = await db
    .select({
      sessionId: enrollments.sessionId,
      enrollmentId: enrollments.id,
      status: enrollments.status,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(
        inArray(enrollments.sessionId, sessionIds),
        eq(enrollments.enrollmentType, 'active'),
        inArray(enrollments.status, ['pending', 'approved']),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(enrollments.id));
  for (const r of rows) {
    const list = bySession.get(r.sessionId) ?? [];
    list.push({
      id: r.userId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      enrollment_id: r.enrollmentId,
      enrollment_status: r.status,
    });
    bySession.set(r.sessionId, list);
  }
  return bySession;
}
export interface StudentOfSession {
  id: number;
  name: string;
  email: string;
  enrollment_id: number;
  enrollment_status: string;
}

/** Approved and all-time enrolment counts per class, in one grouped query. */
export async function enrolmentCounts(db: DbOrTx, classIds: number[]) {
  if (classIds.length === 0) return new Map<number, { students: number; total: number }>();
  const rows = await db
    .select({
      classId: enrollments.classId,
      students: sql<number>`count(*) filter (where ${enrollments.status} = 'approved' and ${enrollments.enrollmentType} = 'active')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(enrollments)
    .where(inArray(enrollments.classId, classIds))
    .groupBy(enrollments.classId);
  return new Map(rows.map((r) => [r.classId, { students: r.students, total: r.total }]));
}

/** True while the session's first day and start time lie ahead in the provider's time zone. */
export function sessionNotStarted(timeZone: string): SQL {
  return sql`((${classSessions.startDate} + ${classSessions.startTime}) at time zone ${timeZone}) > now()`;
}

export async function classExists(db: DbOrTx, classId: number): Promise<boolean> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return rows.length > 0;
}

/** The instructor is named on the class or on any of its sessions: one query, no N+1. */
export async function teachesClass(db: DbOrTx, userId: number, classId: number): Promise<boolean> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.id, classId),
        or(
          eq(classes.instructorId, userId),
          sql`exists (select 1 from ${classSessions} where ${classSessions.classId} = ${classes.id}
            and ${classSessions.instructorId} = ${userId})`,
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The class a session belongs to, or undefined when there is no such session. */
export async function classIdOfSession(db: DbOrTx, sessionId: number) {
  const rows = await db
    .select({ classId: classSessions.classId })
    .from(classSessions)
    .where(eq(classSessions.id, sessionId))
    .limit(1);
  return rows[0]?.classId;
}

export interface SessionPlaceRow {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location: string | null;
}

/** The session's place: its own location, else the class's (an online class names its link there). */
async function placeWhere(db: DbOrTx, from: SQL, where: SQL): Promise<SessionPlaceRow | undefined> {
  const rows = await queryRows<SessionPlaceRow>(
    db,
    sql`select s.start_date::text as start_date, s.end_date::text as end_date,
               s.start_time::text as start_time, s.end_time::text as end_time,
               coalesce(nullif(trim(s.location_details), ''), c.location_details) as location
        from ${from}
        join classes c on c.id = s.class_id
        where ${where}
        limit 1`,
  );
  return rows[0];
}

export function sessionPlace(db: DbOrTx, sessionId: number) {
  return placeWhere(db, sql`class_sessions s`, sql`s.id = ${sessionId}`);
}

/** The place of the session a payment is owed for (through its enrolment), if it has one. */
export function paymentSessionPlace(db: DbOrTx, paymentId: number) {
  return placeWhere(
    db,
    sql`payments p
        join enrollments e on e.id = p.enrollment_id
        join class_sessions s on s.id = e.session_id`,
    sql`p.id = ${paymentId}`,
  );
}
