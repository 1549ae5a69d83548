import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminEnrollmentListQuery } from '@careclass/shared';
import {
  classes,
  classSessions,
  enrollmentHistory,
  enrollments,
  settings,
  users,
} from '../../db/schema/index.ts';
import { queryRows, queryRowsPrepared, type DbOrTx } from '../../db/client.ts';
import { boundedCount } from '../../db/paging.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** Enrolments joined with their class, session and instructor: what every listing shows. */
export async function listEnrollmentViews(
  db: DbOrTx,
  where: SQL,
  page?: { limit: number; offset: number },
) {
  // A page is picked first from the enrolments alone, in the order of enrollments_enrolled_idx,
  // and only its rows are joined (a deferred join): the joins never run for the skipped rows.
  const filter = page
    ? inArray(
        enrollments.id,
        db
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(where)
          .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
          .limit(page.limit)
          .offset(page.offset),
      )
    : where;
  return enrollmentViewQuery(db, filter);
}

/** A student's enrolments as `listEnrollmentViews` shows them: prepared, for every profile read. */
const viewsOfUser = preparedPerDatabase((db) =>
  enrollmentViewQuery(db, eq(enrollments.userId, sql.placeholder('userId'))).prepare(
    'enrollment_views_of_user',
  ),
);

export async function listEnrollmentViewsOfUser(db: DbOrTx, userId: number) {
  return viewsOfUser(db).execute({ userId });
}

function enrollmentViewQuery(db: DbOrTx, filter: SQL | undefined) {
  const instructor = alias(users, 'instructor');
  const student = alias(users, 'student');
  return db
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
    .where(filter)
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
}

/** Exact up to LIMITS.exactCountMax, the planner's estimate above (db/paging.ts). */
export async function countEnrollments(db: DbOrTx, where: SQL) {
  return boundedCount(db, sql`from ${enrollments} where ${where}`);
}
export type EnrollmentView = Awaited<ReturnType<typeof listEnrollmentViews>>[number];

export const byUser = (userId: number) => eq(enrollments.userId, userId);
export const byId = (id: number) => eq(enrollments.id, id);
/** A class's enrolments; of one kind (live ones, or history) when `type` is given. */
export const byClass = (classId: number, type?: 'active' | 'historical') =>
  type
    ? and(eq(enrollments.classId, classId), eq(enrollments.enrollmentType, type))!
    : eq(enrollments.classId, classId);

/**
 * The back office's list filter. Dates are days of the provider's calendar (`timeZone`), not UTC
 * days. The range picks among decided requests; a request still waiting for approval is the
 * office's work whatever its age, so the default one-month range never hides it.
 */
export function adminListFilter(q: AdminEnrollmentListQuery, timeZone: string): SQL {
  const conditions: SQL[] = [];
  if (q.status && q.status !== 'all') conditions.push(eq(enrollments.status, q.status));
  if (q.classId) conditions.push(eq(enrollments.classId, q.classId));
  if (q.type) conditions.push(eq(enrollments.enrollmentType, q.type));
  const inRange: SQL[] = [];
  if (q.startDate) {
    inRange.push(
      sql`${enrollments.enrolledAt} >= (${q.startDate}::date::timestamp at time zone ${timeZone})`,
    );
  }
  if (q.endDate) {
    inRange.push(
      sql`${enrollments.enrolledAt} < ((${q.endDate}::date + 1)::timestamp at time zone ${timeZone})`,
    );
  }
  if (inRange.length) {
    conditions.push(
      sql`((${enrollments.status} = 'pending' and ${enrollments.enrollmentType} = 'active') or (${and(...inRange)}))`,
    );
  }
  return conditions.length ? and(...conditions)! : sql`true`;
}

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

/**
 * Everything Enroll Now reads before it writes, in one query (docs/decisions/0045): the session
 * with its class (as `findSeatState` reads it, for the look before the lock), what the notices
 * and the answer say of it (class title, place, instructor), whether the student holds a live
 * enrolment in the class, and the settings `keys`. `started` is judged in the time zone setting
 * (`defaultTimeZone` when unset). Undefined when there is no such session.
 */
export async function findEnrolLook(
  db: DbOrTx,
  opts: {
    userId: number;
    classId: number;
    sessionId: number;
    keys: string[];
    defaultTimeZone: string;
  },
) {
  const rows = await enrolLook(db, opts.keys).execute({
    userId: opts.userId,
    classId: opts.classId,
    sessionId: opts.sessionId,
    defaultTimeZone: opts.defaultTimeZone,
  });
  return rows[0];
}

/**
 * The look's query, prepared once per database and list of settings (every Enroll Now makes it,
 * and the 409s of a burst make nothing else); each list of keys is its own prepared statement.
 */
const enrolLooks = new Map<string, (db: DbOrTx) => ReturnType<typeof buildEnrolLook>>();
function enrolLook(db: DbOrTx, keys: string[]) {
  const name = `enrol_look:${keys.join(',')}`;
  let prepared = enrolLooks.get(name);
  if (!prepared) {
    prepared = preparedPerDatabase((handle) => buildEnrolLook(handle, keys, name));
    enrolLooks.set(name, prepared);
  }
  return prepared(db);
}

function buildEnrolLook(db: DbOrTx, keys: string[], name: string) {
  const userId = sql.placeholder('userId');
  const classId = sql.placeholder('classId');
  const zone = sql`coalesce((select ${settings.value} #>> '{}' from ${settings}
      where ${settings.key} = 'time_zone'), ${sql.placeholder('defaultTimeZone')}::text)`;
  const instructor = alias(users, 'instructor');
  return db
    .select({
      session: classSessions,
      classStatus: classes.status,
      classTitle: classes.title,
      classLocationType: classes.locationType,
      instructorFirst: instructor.firstName,
      instructorLast: instructor.lastName,
      started: sql<boolean>`((${classSessions.startDate} + ${classSessions.startTime}) at time zone ${zone}) <= now()`,
      full: sql<boolean>`${classSessions.seatsHeld} >= ${classSessions.capacity}`,
      place: sql<
        string | null
      >`coalesce(nullif(trim(${classSessions.locationDetails}), ''), ${classes.locationDetails})`,
      live: sql<boolean>`exists (select 1 from ${enrollments}
        where ${enrollments.userId} = ${userId}::int and ${enrollments.classId} = ${classId}::int
          and ${enrollments.status} in ('pending', 'approved')
          and ${enrollments.enrollmentType} = 'active')`,
      settings: sql<Record<
        string,
        unknown
      > | null>`(select jsonb_object_agg(${settings.key}, ${settings.value})
        from ${settings} where ${inArray(settings.key, keys)})`,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .leftJoin(
      instructor,
      eq(instructor.id, sql`coalesce(${classSessions.instructorId}, ${classes.instructorId})`),
    )
    .where(eq(classSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare(name);
}

/**
 * Writes a pending direct enrolment and, in the same statement, everything that goes with it: the
 * `writes` made from it (each an insert selecting from the enrolment, a CTE with `id`, so it
 * exists exactly when the enrolment does) and `alsoUpdate`, an update answering
 * `offered_session_id` (the student's waitlist entries closed). Answers the enrolment's id, when
 * it was enrolled (milliseconds since 1970) and the non-null offered session ids.
 */
export async function insertEnrollmentWith(
  db: DbOrTx,
  values: { userId: number; classId: number; sessionId: number },
  writes: (enrolment: SQL) => SQL[],
  alsoUpdate: SQL,
) {
  const enrolment = sql.raw('enrolment');
  const closed = sql.raw('closed');
  const rows = await queryRows<{ id: number; enrolled_ms: number; offered: number[] | null }>(
    db,
    sql`with ${enrolment} as (
          insert into enrollments (user_id, class_id, session_id, status)
          values (${values.userId}, ${values.classId}, ${values.sessionId}, 'pending')
          returning id, (extract(epoch from enrolled_at) * 1000)::float8 as enrolled_ms),
        ${closed} as (${alsoUpdate}),
        ${sql.join(
          writes(enrolment).map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
          sql`, `,
        )}
      select e.id, e.enrolled_ms,
        (select json_agg(offered_session_id) from ${closed}
          where offered_session_id is not null) as offered
      from ${enrolment} e`,
  );
  const row = rows[0]!;
  return { id: row.id, enrolledMs: Number(row.enrolled_ms), offered: row.offered ?? [] };
}

/**
 * Enroll Now as one statement, run on its own (no transaction around it): `entries` locks the
 * student's open waitlist entries of the class (a CTE answering `offered_session_id`); `claim`
 * takes a seat, given the condition that none of those entries holds an offered seat; the
 * enrolment is inserted from the claim, the `writes` made from it as in `insertEnrollmentWith`, and
 * `leave(onlyIf)` closes the entries when there is an enrolment. So either all of it is written
 * or none of it (no seat, a seat held by an offer, or a second live enrolment, whose unique index
 * fails the whole statement). Answers the seats held after the claim, the enrolment's id and
 * time when there is one, and whether an entry holds an offered seat (the caller then enrols in
 * a transaction that passes that seat on).
 */
export async function claimAndInsertEnrollmentWith(
  db: DbOrTx,
  values: { userId: number; classId: number; sessionId: number },
  parts: {
    entries: SQL;
    claim: (noOfferHeld: SQL) => SQL;
    writes: (enrolment: SQL) => SQL[];
    leave: (enrolled: SQL) => SQL;
  },
) {
  const entries = sql.raw('entries');
  const claim = sql.raw('claim');
  const enrolment = sql.raw('enrolment');
  const noOfferHeld = sql`not exists (select 1 from ${entries} where offered_session_id is not null)`;
  const rows = await queryRowsPrepared<{
    held: number | null;
    offer_held: boolean;
    id: number | null;
    enrolled_ms: number | null;
  }>(
    db,
    'enrol_now',
    sql`with ${entries} as (${parts.entries}),
        ${claim} as (${parts.claim(noOfferHeld)}),
        ${enrolment} as (
          insert into enrollments (user_id, class_id, session_id, status)
          select ${values.userId}, ${values.classId}, ${values.sessionId}, 'pending' from ${claim}
          returning id, (extract(epoch from enrolled_at) * 1000)::float8 as enrolled_ms),
        ${sql.raw('closed')} as (${parts.leave(sql`exists (select 1 from ${enrolment})`)}),
        ${sql.join(
          parts.writes(enrolment).map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
          sql`, `,
        )}
      select (select seats_held from ${claim}) as held, not (${noOfferHeld}) as offer_held,
        e.id, e.enrolled_ms
      from (select 1) one left join ${enrolment} e on true`,
  );
  const row = rows[0]!;
  return {
    held: row.held ?? undefined,
    offerHeld: row.offer_held,
    enrolment: row.id === null ? undefined : { id: row.id, enrolledMs: Number(row.enrolled_ms) },
  };
}

/** A history line of an enrolment written in the same statement (a CTE answering `id`). */
export function recordHistoryFromSql(
  entry: { toStatus: string; toType: string; changedBy: number },
  enrolment: SQL,
): SQL {
  return sql`insert into enrollment_history (enrollment_id, to_status, to_type, changed_by)
    select e.id, ${entry.toStatus}::text, ${entry.toType}::text, ${entry.changedBy}::int
    from ${enrolment} e`;
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

export async function updateEnrollment(
  db: DbOrTx,
  id: number,
  values: Partial<typeof enrollments.$inferInsert>,
) {
  await db.update(enrollments).set(values).where(eq(enrollments.id, id));
}

/** What approval charges: the class price, and the start date of the enrolment's session. */
export async function findPriceAndStart(db: DbOrTx, classId: number, sessionId: number) {
  const rows = await queryRows<{ price_cents: number; start_date: string }>(
    db,
    sql`select c.price_cents, s.start_date::text as start_date from classes c
        join class_sessions s on s.id = ${sessionId} where c.id = ${classId}`,
  );
  return rows[0]!;
}

/**
 * The figures of Enrollment Management's stat cards. Live enrolments (pending, approved) and
 * their students are counted exactly from enrollments_live_idx alone; the total and the rejected
 * are bounded counts (exact up to LIMITS.exactCountMax, the planner's estimate above), so no
 * call reads every enrolment (docs/decisions/0043). Seats count in the sessions still to run
 * (ending on or after `today`) of open classes.
 */
export async function enrollmentFigures(db: DbOrTx, today: string) {
  const [live, total, rejected] = await Promise.all([
    queryRows<{
      pending: number;
      approved: number;
      students: number;
      capacity: number;
      held: number;
    }>(
      db,
      sql`select
          (select count(*)::int from enrollments where status = 'pending' and enrollment_type = 'active') as pending,
          (select count(*)::int from enrollments where status = 'approved' and enrollment_type = 'active') as approved,
          (select count(*)::int from (select user_id from enrollments
            where status = 'approved' and enrollment_type = 'active' group by user_id) s) as students,
          coalesce(seats.capacity, 0)::int as capacity,
          coalesce(seats.held, 0)::int as held
        from (${openSeats(today)}) seats`,
    ),
    boundedCount(db, sql`from ${enrollments}`),
    boundedCount(db, sql`from ${enrollments} where ${enrollments.status} = 'rejected'`),
  ]);
  return { ...live[0]!, total, rejected };
}

/** Capacity and seats held of the sessions still to run of open classes. */
const openSeats = (today: string) =>
  sql`select sum(s.capacity) as capacity, sum(s.seats_held) as held
      from ${classSessions} s join classes c on c.id = s.class_id
      where s.status = 'scheduled' and s.session_type = 'active'
        and s.end_date >= ${today}::date and c.status in ('scheduled', 'active')`;

/** The seats part of `enrollmentFigures` alone. */
export async function seatFigures(db: DbOrTx, today: string) {
  const rows = await queryRows<{ capacity: number; held: number }>(
    db,
    sql`select coalesce(seats.capacity, 0)::int as capacity, coalesce(seats.held, 0)::int as held
        from (${openSeats(today)}) seats`,
  );
  return rows[0]!;
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

/**
 * Moves every live enrolment of the sessions to history in one statement, keeping its status: with
 * `complete`, approved ones are completed and pending ones archived; otherwise all are archived.
 * The reason depends on the status. The rows moved, as they were.
 */
export async function moveSessionEnrollmentsToHistory(
  db: DbOrTx,
  sessionIds: number[],
  change: { complete: boolean; reasons: { approved: string; pending: string }; now: Date },
) {
  const approved = sql`${enrollments.status} = 'approved'`;
  const completes = change.complete ? approved : sql`false`;
  const reason = sql`(case when ${approved} then ${change.reasons.approved}::text
                           else ${change.reasons.pending}::text end)`;
  const now = sql`${change.now.toISOString()}::timestamptz`;
  return db
    .update(enrollments)
    .set({
      enrollmentType: 'historical',
      completedAt: sql`case when ${completes} then ${now} else ${enrollments.completedAt} end`,
      completionReason: sql`case when ${completes} then ${reason} else ${enrollments.completionReason} end`,
      archivedAt: sql`case when ${completes} then ${enrollments.archivedAt} else ${now} end`,
      archivedReason: sql`case when ${completes} then ${enrollments.archivedReason} else ${reason} end`,
      updatedAt: change.now,
    })
    .where(
      and(
        inArray(enrollments.sessionId, sessionIds),
        eq(enrollments.enrollmentType, 'active'),
        inArray(enrollments.status, ['pending', 'approved']),
      ),
    )
    .returning({
      id: enrollments.id,
      userId: enrollments.userId,
      sessionId: enrollments.sessionId,
      status: enrollments.status,
    });
}

/** History lines of several enrolments, in one statement. */
export async function recordHistories(
  db: DbOrTx,
  entries: (typeof enrollmentHistory.$inferInsert)[],
) {
  if (entries.length) await db.insert(enrollmentHistory).values(entries);
}
