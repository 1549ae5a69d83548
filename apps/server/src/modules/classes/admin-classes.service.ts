import {
  LIMITS,
  type AdminClassListQuery,
  CLASS_MSG,
  SCHEDULE_MSG,
  derivePaymentStatus,
  dollarsToCents,
  fixedDurationFor,
  type ClassEnrollmentQuery,
  type ClassStatusBody,
  type ClassUpdateInput,
  type SessionStatusBody,
  type SessionInput,
  sameStatusText,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { transactionWithRetries } from '../../db/retry.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, isCheckViolation, notFound } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import { pageOffset } from '../../db/paging.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findUserById } from '../users/profile.service.ts';
import { personName, toClassDto, type ClassDto } from './classes.mapper.ts';
import { enrolmentCounts, findClassWithInstructor, listSessions } from './classes.repository.ts';
import { endSessions } from './session-lifecycle.ts';
import { renderIssued } from '../certificates/issued.service.ts';
import { offerFreeSeats } from '../waitlist/offers.ts';
import { closeWaitlistOfClass, deleteWaitlistOfClass } from '../waitlist/waitlist.service.ts';
import { offerEnv } from '../enrollments/enrollments.service.ts';
import { classEnrollments } from '../enrollments/admin-enrollments.service.ts';
import {
  classStudentRows,
  countActiveSessions,
  countClassHistory,
  deleteClassOutright,
  findSessionRow,
  insertClass,
  insertSession,
  insertSessions,
  countClasses,
  listClassChoices,
  listClassesWithInstructor,
  setClassStatusRow,
  setSessionStatusRow,
  updateClassFields,
  updateSessionRow,
  type NewClass,
} from './admin-classes.repository.ts';

export const CLASS_NOT_FOUND = SCHEDULE_MSG.classDetailsNotFound;
export const SESSION_NOT_FOUND = 'Session not found';
const NOT_INSTRUCTOR = SCHEDULE_MSG.chooseInstructor;

async function timeZone(ctx: AppContext) {
  return (await getSettings(ctx.db, ['time_zone'])).time_zone;
}

/**
 * Every class with all its sessions (removed ones too), for Class Management: three queries. With
 * `page` or `limit`, one page of classes by title and its pagination (docs/decisions/0043).
 */
export async function listAdminClasses(ctx: AppContext, q: AdminClassListQuery = {}) {
  const paged = q.page !== undefined || q.limit !== undefined;
  const page = q.page ?? 1;
  const limit = q.limit ?? LIMITS.classPageSize[0];
  const window = paged ? { limit, offset: pageOffset(page, limit) } : undefined;
  const search = q.search ? q.search.toLowerCase() : undefined;
  const [rows, total] = await Promise.all([
    listClassesWithInstructor(ctx.db, window, search),
    paged ? countClasses(ctx.db, search) : Promise.resolve(0),
  ]);
  const ids = rows.map((r) => r.cls.id);
  const tz = await timeZone(ctx);
  const [sessions, counts] = await Promise.all([
    listSessions(ctx.db, ids, { upcomingOnly: false, timeZone: tz }),
    enrolmentCounts(ctx.db, ids),
  ]);
  // Grouped once: a filter per class would walk every session once per class.
  const byClass = new Map<number, typeof sessions>();
  for (const s of sessions) {
    const list = byClass.get(s.session.classId);
    if (list) list.push(s);
    else byClass.set(s.session.classId, [s]);
  }
  return {
    classes: rows.map((r) => toClassDto(r, byClass.get(r.cls.id) ?? [], counts.get(r.cls.id))),
    ...(paged ? { pagination: { page, limit, total } } : {}),
  };
}

/** Every class for the pickers: id, title, status and instructor, by title (decision 0043). */
export async function classChoices(ctx: AppContext) {
  const rows = await listClassChoices(ctx.db);
  return {
    classes: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      instructor_name: personName(r.instructorFirst, r.instructorLast),
    })),
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

/** The renewing class must exist (the class being saved may name itself). */
async function assertRenewalClass(db: DbOrTx, id: number | null | undefined, self?: number) {
  if (id === undefined || id === null || id === self) return;
  if (!(await findClassWithInstructor(db, id)))
    throw badRequest(CLASS_MSG.renewalClass, { renewal_class_id: CLASS_MSG.renewalClass });
}

/** CPR and First Aid cards are valid for 24 months unless the office says otherwise. */
function defaultValidityFor(title: string): number | null {
  return /\b(cpr|first aid)\b/i.test(title) ? 24 : null;
}

async function assertInstructor(db: DbOrTx, id: number | undefined) {
  if (id === undefined) return;
  const user = await findUserById(db, id);
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
  language: s.language ?? null,
});

/** POST /admin/classes: the dialog's input, checked by classCreateBodySchema. */
export async function createClass(
  ctx: AppContext,
  admin: UserRow,
  input: ClassUpdateInput,
  ip?: string,
) {
  await assertInstructor(ctx.db, input.instructor_id);
  await assertRenewalClass(ctx.db, input.renewal_class_id);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertClass(tx, {
      title: input.title!,
      instructorId: input.instructor_id!,
      description: input.description!,
      priceCents: dollarsToCents(input.price!),
      duration: input.duration ?? fixedDurationFor(input.title!),
      locationType: input.location_type ?? 'in-person',
      locationDetails: input.location_details ?? null,
      imageUrl: input.image_url ?? null,
      status: input.status ?? 'scheduled',
      language: input.language ?? 'en',
      trainingHours: input.training_hours == null ? null : String(input.training_hours),
      certificateValidityMonths:
        input.certificate_validity_months !== undefined
          ? input.certificate_validity_months
          : defaultValidityFor(input.title!),
      cdaSubjectAreas: input.cda_subject_areas ?? [],
      renewalClassId: input.renewal_class_id ?? null,
    });
    await insertSessions(
      tx,
      input.dates!.map((s) => sessionValues(row.id, s)),
    );
    await recordAudit(tx, {
      actor: admin,
      action: 'class.create',
      targetType: 'class',
      targetId: row.id,
      after: { ...input },
      ip,
    });
    return row.id;
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
  input: ClassUpdateInput,
  ip?: string,
) {
  await saveClassUpdate(ctx, admin, id, input, ip);
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
  await assertRenewalClass(ctx.db, input.renewal_class_id, id);
  return transactionWithRetries(ctx, async (tx) => {
    const fields: Partial<NewClass> = {};
    if (input.title !== undefined) fields.title = input.title;
    if (input.description !== undefined) fields.description = input.description;
    if (input.instructor_id !== undefined) fields.instructorId = input.instructor_id;
    if (input.price !== undefined) fields.priceCents = dollarsToCents(input.price);
    if (input.duration !== undefined) fields.duration = input.duration;
    if (input.location_type !== undefined) fields.locationType = input.location_type;
    if (input.location_details !== undefined) fields.locationDetails = input.location_details;
    if (input.image_url !== undefined) fields.imageUrl = input.image_url;
    if (input.status !== undefined) fields.status = input.status;
    if (input.language !== undefined) fields.language = input.language;
    if (input.training_hours !== undefined)
      fields.trainingHours = input.training_hours === null ? null : String(input.training_hours);
    if (input.certificate_validity_months !== undefined)
      fields.certificateValidityMonths = input.certificate_validity_months;
    if (input.cda_subject_areas !== undefined) fields.cdaSubjectAreas = input.cda_subject_areas;
    if (input.renewal_class_id !== undefined)
      // The class itself is the default: it is stored as null.
      fields.renewalClassId = input.renewal_class_id === id ? null : input.renewal_class_id;
    if (Object.keys(fields).length) await updateClassFields(tx, id, fields);
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
      added.push(await insertSession(tx, sessionValues(cls.id, s)));
      continue;
    }
    if (removing.has(s.id)) continue;
    const current = existing.get(s.id);
    if (!current) throw badRequest(SESSION_NOT_FOUND, { dates: SESSION_NOT_FOUND });
    if (current.session_type === 'historical')
      throw conflict(SCHEDULE_MSG.removedUnchangeable, 'SESSION_REMOVED');
    await updateSession(tx, s);
    // New seats go to the people waiting before anyone can take them directly.
    if (s.capacity > current.capacity) await offerFreeSeats(tx, s.id, await offerEnv(ctx, tx));
  }
  const ending: number[] = [];
  for (const sessionId of removing) {
    const current = existing.get(sessionId);
    if (!current) throw badRequest(SESSION_NOT_FOUND, { deletedSessionIds: SESSION_NOT_FOUND });
    if (current.session_type !== 'historical') ending.push(sessionId);
  }
  await endSessions(tx, {
    sessionIds: ending,
    end: 'removed',
    admin,
    appUrl: ctx.config.appUrl,
  });
  if ((await countActiveSessions(tx, cls.id)) < 1)
    throw badRequest(CLASS_MSG.oneSessionLeft, { dates: CLASS_MSG.oneSessionLeft });
  return added;
}

async function updateSession(tx: DbOrTx, s: SessionInput & { id?: number }) {
  try {
    await updateSessionRow(tx, s.id!, {
      startDate: s.date,
      endDate: s.end_date,
      startTime: s.start_time,
      endTime: s.end_time,
      locationDetails: s.location,
      capacity: s.capacity,
      // An item without a language leaves the session's as it was.
      ...(s.language !== undefined ? { language: s.language } : {}),
    });
  } catch (error) {
    // The check constraint keeps capacity at or above the seats already held.
    if (isCheckViolation(error, 'class_sessions_seats_range')) {
      throw conflict(SCHEDULE_MSG.capacityBelowHeld, 'CAPACITY_BELOW_HELD', {
        capacity: SCHEDULE_MSG.capacityBelowHeldField,
      });
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
  await transactionWithRetries(ctx, async (tx) => {
    if ((await countClassHistory(tx, id)) === 0) {
      await deleteWaitlistOfClass(tx, id);
      await deleteClassOutright(tx, id);
    } else {
      await endSessions(tx, {
        sessionIds: before.class.sessions
          .filter((s) => s.session_type === 'active')
          .map((s) => s.id),
        end: 'removed',
        admin,
        appUrl: ctx.config.appUrl,
      });
      await closeWaitlistOfClass(tx, id, 'The class was withdrawn');
      await setClassStatusRow(tx, id, 'cancelled');
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

/** Any status to any; cancelling a class cancels its open sessions (enrolments archived, students told). */
export async function setClassStatus(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  { status }: ClassStatusBody,
  ip?: string,
) {
  const before = await getAdminClass(ctx, id);
  await transactionWithRetries(ctx, async (tx) => {
    await setClassStatusRow(tx, id, status);
    if (status === 'cancelled') {
      await endSessions(tx, {
        sessionIds: before.class.sessions
          .filter((s) => s.session_type === 'active' && s.status === 'scheduled')
          .map((s) => s.id),
        end: 'cancelled',
        admin,
        appUrl: ctx.config.appUrl,
      });
      await closeWaitlistOfClass(tx, id, 'The class was cancelled');
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
  const session = await findSessionRow(ctx.db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (session.sessionType === 'historical')
    throw conflict(SCHEDULE_MSG.removedStatus, 'SESSION_REMOVED');
  if (session.status === status) throw conflict(sameStatusText('session', status), 'SAME_STATUS');
  const result = await transactionWithRetries(ctx, async (tx) => {
    const outcome =
      status === 'scheduled'
        ? (await setSessionStatusRow(tx, sessionId, status), { affected: 0, issued: [] })
        : await endSessions(tx, {
            sessionIds: [sessionId],
            end: status,
            admin,
            appUrl: ctx.config.appUrl,
          });
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
  // The certificates' PDFs are drawn after the commit, so the seat and enrolment locks are never
  // held while a file is written (docs/decisions/0049).
  await renderIssued(ctx, result.issued);
  return { message: 'Session status updated successfully', affected_enrollments: result.affected };
}

/**
 * Students per class: every session (removed ones too) with its students, their enrolment and payment
 * status. Two queries for the whole class.
 */
export async function classStudents(ctx: AppContext, classId: number) {
  const { class: cls } = await getAdminClass(ctx, classId);
  const today = todayIn(await timeZone(ctx));
  const rows = await classStudentRows(ctx.db, classId);
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

/** A page of the class's enrolments of one kind (live ones, or history), newest first. */
export async function classEnrollmentsOfType(
  ctx: AppContext,
  classId: number,
  type: 'active' | 'historical',
  q: ClassEnrollmentQuery,
) {
  return classEnrollments(ctx, classId, q, type);
}
