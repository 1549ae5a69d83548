import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  CLASS_MSG,
  checkClassInput,
  derivePaymentStatus,
  dollarsToCents,
  fixedDurationFor,
  type ClassStatusBody,
  type ClassUpdateInput,
  type SessionStatusBody,
  type SessionInput,
} from '@careclass/shared';
import {
  certificates,
  classMaterials,
  classes,
  classSessions,
  enrollments,
  payments,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, isCheckViolation, notFound } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { toClassDto, type ClassDto } from './classes.mapper.ts';
import { enrolmentCounts, findClassWithInstructor, listSessions } from './classes.repository.ts';
import { endSession } from './session-lifecycle.ts';
import { offerFreeSeats } from '../waitlist/offers.ts';
import { offerEnv } from '../enrollments/enrollments.service.ts';

export const CLASS_NOT_FOUND = 'Class details not found';
export const SESSION_NOT_FOUND = 'Session not found';
const NOT_INSTRUCTOR = 'Please choose an instructor';

async function timeZone(ctx: AppContext) {
  return (await getSettings(ctx.db, ['time_zone'])).time_zone;
}

/** Every class with all its sessions (removed ones too), for Class Management: three queries. */
export async function listAdminClasses(ctx: AppContext) {
  const rows = await ctx.db
    .select({ cls: classes, instructorFirst: users.firstName, instructorLast: users.lastName })
    .from(classes)
    .leftJoin(users, eq(users.id, classes.instructorId))
    .orderBy(classes.title);
  const ids = rows.map((r) => r.cls.id);
  const tz = await timeZone(ctx);
  const [sessions, counts] = await Promise.all([
    listSessions(ctx.db, ids, { upcomingOnly: false, timeZone: tz }),
    enrolmentCounts(ctx.db, ids),
  ]);
  return {
    classes: rows.map((r) =>
      toClassDto(
        r,
        sessions.filter((s) => s.session.classId === r.cls.id),
        counts.get(r.cls.id),
      ),
    ),
  };
}

export async function getAdminClass(ctx: AppContext, id: number) {
  const row = await findClassWithInstructor(ctx.db, id);
  if (!row) throw notFound(CLASS_NOT_FOUND);
  const tz = await timeZone(ctx);
  const [sessions, counts] = await Promise.all([
    listSessions(ctx.db, [id], { upcomingOnly: false, timeZone: tz }),
    enrolmentCounts(ctx.db, [id]),
  ]);
  return { class: toClassDto(row, sessions, counts.get(id)) };
}

function checked(body: unknown, partial: boolean): ClassUpdateInput {
  const result = checkClassInput(body, partial);
  // Every field at fault, so the form can mark them all at once.
  if (!result.ok) throw badRequest(result.error, result.fields);
  return result.value;
}

async function assertInstructor(db: DbOrTx, id: number | undefined) {
  if (id === undefined) return;
  const rows = await db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  const user = rows[0];
  if (!user || !['instructor', 'admin'].includes(user.role))
    throw badRequest(NOT_INSTRUCTOR, { instructor_id: NOT_INSTRUCTOR });
}

const sessionValues = (classId: number, s: SessionInput) => ({
  classId,
  startDate: s.date,
  endDate: s.end_date,
  startTime: s.start_time,
  endTime: s.end_time,
  locationDetails: s.location,
  capacity: s.capacity,
});

export async function createClass(ctx: AppContext, admin: UserRow, body: unknown, ip?: string) {
  const input = checked(body, false);
  await assertInstructor(ctx.db, input.instructor_id);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({
        title: input.title!,
        instructorId: input.instructor_id!,
        description: input.description!,
        priceCents: dollarsToCents(input.price!),
        duration: input.duration ?? fixedDurationFor(input.title!),
        locationType: input.location_type ?? 'in-person',
        locationDetails: input.location_details ?? null,
        imageUrl: input.image_url ?? null,
        status: input.status ?? 'scheduled',
      })
      .returning();
    await tx.insert(classSessions).values(input.dates!.map((s) => sessionValues(row!.id, s)));
    await recordAudit(tx, {
      actor: admin,
      action: 'class.create',
      targetType: 'class',
      targetId: row!.id,
      after: { ...input },
      ip,
    });
    return row!.id;
  });
  return { message: CLASS_MSG.created, ...(await getAdminClass(ctx, id)) };
}

/**
 * Updates the fields given and nothing else. Sessions with an id are edited (never below the seats
 * already held; removed ones cannot be edited), those without are added, and deletedSessionIds are
 * removed: kept as historical, their enrolments archived with a reason and the students told. At
 * least one active session must remain.
 */
export async function updateClass(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  body: unknown,
  ip?: string,
) {
  await saveClassUpdate(ctx, admin, id, checked(body, true), ip);
  return { message: CLASS_MSG.updated, ...(await getAdminClass(ctx, id)) };
}

/**
 * The class dialog's update of an already checked input, in one transaction with its audit entry
 * ('class.update', the class before and the input after). The schedule and session calls
 * (schedule.service.ts) save through here too, so their rules cannot drift from the dialog's.
 * Answers the ids of the sessions it added, in the order of `input.dates`.
 */
export async function saveClassUpdate(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  input: ClassUpdateInput,
  ip?: string,
): Promise<{ addedSessionIds: number[] }> {
  const before = await getAdminClass(ctx, id);
  await assertInstructor(ctx.db, input.instructor_id);
  return ctx.db.transaction(async (tx) => {
    const fields: Partial<typeof classes.$inferInsert> = {};
    if (input.title !== undefined) fields.title = input.title;
    if (input.description !== undefined) fields.description = input.description;
    if (input.instructor_id !== undefined) fields.instructorId = input.instructor_id;
    if (input.price !== undefined) fields.priceCents = dollarsToCents(input.price);
    if (input.duration !== undefined) fields.duration = input.duration;
    if (input.location_type !== undefined) fields.locationType = input.location_type;
    if (input.location_details !== undefined) fields.locationDetails = input.location_details;
    if (input.image_url !== undefined) fields.imageUrl = input.image_url;
    if (input.status !== undefined) fields.status = input.status;
    if (Object.keys(fields).length)
      await tx
        .update(classes)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(classes.id, id));
    const added = await saveSchedule(ctx, tx, admin, before.class, input);
    await recordAudit(tx, {
      actor: admin,
      action: 'class.update',
      targetType: 'class',
      targetId: id,
      before: before.class,
      after: input,
      ip,
    });
    return { addedSessionIds: added };
  });
}

/** The dates and deletedSessionIds of an update, inside its transaction; answers the added ids. */
async function saveSchedule(
  ctx: AppContext,
  tx: DbOrTx,
  admin: UserRow,
  cls: ClassDto,
  input: Pick<ClassUpdateInput, 'dates' | 'deletedSessionIds'>,
): Promise<number[]> {
  const existing = new Map(cls.sessions.map((s) => [s.id, s]));
  const removing = new Set(input.deletedSessionIds ?? []);
  const added: number[] = [];
  for (const s of input.dates ?? []) {
    if (s.id === undefined) {
      const [row] = await tx
        .insert(classSessions)
        .values(sessionValues(cls.id, s))
        .returning({ id: classSessions.id });
      added.push(row!.id);
      continue;
    }
    if (removing.has(s.id)) continue;
    const current = existing.get(s.id);
    if (!current) throw badRequest(SESSION_NOT_FOUND, { dates: SESSION_NOT_FOUND });
    if (current.session_type === 'historical')
      throw conflict('Removed sessions cannot be changed', 'SESSION_REMOVED');
    await updateSession(tx, s);
    // New seats go to the people waiting before anyone can take them directly.
    if (s.capacity > current.capacity) await offerFreeSeats(tx, s.id, await offerEnv(ctx, tx));
  }
  for (const sessionId of removing) {
    const current = existing.get(sessionId);
    if (!current) throw badRequest(SESSION_NOT_FOUND, { deletedSessionIds: SESSION_NOT_FOUND });
    if (current.session_type === 'historical') continue;
    await endSession(tx, { sessionId, end: 'removed', admin, appUrl: ctx.config.appUrl });
  }
  const left = await tx
    .select({ n: count() })
    .from(classSessions)
    .where(and(eq(classSessions.classId, cls.id), eq(classSessions.sessionType, 'active')));
  if (Number(left[0]?.n ?? 0) < 1)
    throw badRequest(CLASS_MSG.oneSessionLeft, { dates: CLASS_MSG.oneSessionLeft });
  return added;
}

async function updateSession(tx: DbOrTx, s: SessionInput & { id?: number }) {
  try {
    await tx
      .update(classSessions)
      .set({
        startDate: s.date,
        endDate: s.end_date,
        startTime: s.start_time,
        endTime: s.end_time,
        locationDetails: s.location,
        capacity: s.capacity,
        updatedAt: new Date(),
      })
      .where(eq(classSessions.id, s.id!));
  } catch (error) {
    // The check constraint keeps capacity at or above the seats already held.
    if (isCheckViolation(error, 'class_sessions_seats_range')) {
      throw conflict(
        'Capacity cannot be lower than the seats already taken in this session',
        'CAPACITY_BELOW_HELD',
        {
          capacity: 'Capacity cannot be lower than the seats already taken',
        },
      );
    }
    throw error;
  }
}

/**
 * Deleting a class: one that never had an enrolment, payment or certificate is removed outright;
 * one with history is kept for the records, cancelled, and its sessions removed the way a single
 * removal is (docs/decisions/0013).
 */
export async function deleteClass(ctx: AppContext, admin: UserRow, id: number, ip?: string) {
  const before = await getAdminClass(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const history = await queryRows<{ n: number }>(
      tx,
      sql`select ((select count(*) from ${enrollments} where class_id = ${id})
                + (select count(*) from ${payments} where class_id = ${id})
                + (select count(*) from ${certificates} where class_id = ${id})
                + (select count(*) from ${classMaterials} where class_id = ${id}))::int as n`,
    );
    if ((history[0]?.n ?? 0) === 0) {
      await tx.delete(waitlistEntries).where(eq(waitlistEntries.classId, id));
      await tx.delete(classSessions).where(eq(classSessions.classId, id));
      await tx.delete(classes).where(eq(classes.id, id));
    } else {
      for (const s of before.class.sessions.filter((s) => s.session_type === 'active')) {
        await endSession(tx, { sessionId: s.id, end: 'removed', admin, appUrl: ctx.config.appUrl });
      }
      await closeWaitlist(tx, id, 'The class was withdrawn');
      await tx
        .update(classes)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(classes.id, id));
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'class.delete',
      targetType: 'class',
      targetId: id,
      before: before.class,
      ip,
    });
  });
  return { message: CLASS_MSG.deleted };
}

async function closeWaitlist(tx: DbOrTx, classId: number, reason: string) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'rejected', reason, respondedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(waitlistEntries.classId, classId),
        inArray(waitlistEntries.status, ['waiting', 'pending', 'offered']),
      ),
    );
}

/** Any status to any; cancelling a class cancels its open sessions (enrolments archived, students told). */
export async function setClassStatus(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  { status }: ClassStatusBody,
  ip?: string,
) {
  const before = await getAdminClass(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(classes).set({ status, updatedAt: new Date() }).where(eq(classes.id, id));
    if (status === 'cancelled') {
      for (const s of before.class.sessions.filter(
        (s) => s.session_type === 'active' && s.status === 'scheduled',
      )) {
        await endSession(tx, {
          sessionId: s.id,
          end: 'cancelled',
          admin,
          appUrl: ctx.config.appUrl,
        });
      }
      await closeWaitlist(tx, id, 'The class was cancelled');
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'class.status',
      targetType: 'class',
      targetId: id,
      before: { status: before.class.status },
      after: { status },
      ip,
    });
  });
  return { message: CLASS_MSG.statusUpdated, ...(await getAdminClass(ctx, id)) };
}

/** PATCH /sessions/sessions/{id}/status: completion and cancellation follow DESIGN.md 4.10. */
export async function setSessionStatus(
  ctx: AppContext,
  admin: UserRow,
  sessionId: number,
  { status }: SessionStatusBody,
  ip?: string,
) {
  const rows = await ctx.db
    .select()
    .from(classSessions)
    .where(eq(classSessions.id, sessionId))
    .limit(1);
  const session = rows[0];
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (session.sessionType === 'historical')
    throw conflict('Removed sessions cannot change status', 'SESSION_REMOVED');
  if (session.status === status) throw conflict(`The session is already ${status}`, 'SAME_STATUS');
  const result = await ctx.db.transaction(async (tx) => {
    const outcome =
      status === 'scheduled'
        ? (await tx
            .update(classSessions)
            .set({ status, updatedAt: new Date() })
            .where(eq(classSessions.id, sessionId)),
          { affected: 0 })
        : await endSession(tx, { sessionId, end: status, admin, appUrl: ctx.config.appUrl });
    await recordAudit(tx, {
      actor: admin,
      action: 'session.status',
      targetType: 'session',
      targetId: sessionId,
      before: { status: session.status },
      after: { status, enrolments_moved: outcome.affected },
      ip,
    });
    return outcome;
  });
  return { message: 'Session status updated successfully', affected_enrollments: result.affected };
}

/**
 * Students per class: every session (removed ones too) with its students, their enrolment and payment
 * status. Two queries for the whole class.
 */
export async function classStudents(ctx: AppContext, classId: number) {
  const { class: cls } = await getAdminClass(ctx, classId);
  const today = todayIn(await timeZone(ctx));
  const rows = await ctx.db
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
  return {
    class_id: cls.id,
    class_title: cls.title,
    sessions: cls.sessions.map((s) => ({
      ...s,
      students: rows
        .filter((r) => r.enrollment.sessionId === s.id)
        .map((r) => ({
          id: r.enrollment.userId,
          enrollment_id: r.enrollment.id,
          name: `${r.firstName} ${r.lastName}`,
          email: r.email,
          enrollment_status: r.enrollment.status,
          enrollment_type: r.enrollment.enrollmentType,
          payment_status:
            r.paymentStatus && r.dueDate
              ? derivePaymentStatus(r.paymentStatus, r.dueDate, today)
              : null,
          completed_at: r.enrollment.completedAt?.toISOString() ?? null,
          archived_at: r.enrollment.archivedAt?.toISOString() ?? null,
          completion_reason: r.enrollment.completionReason,
          archived_reason: r.enrollment.archivedReason,
        })),
    })),
  };
}
