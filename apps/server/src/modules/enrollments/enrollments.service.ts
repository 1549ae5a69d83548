import { ENROLL_MSG, MSG, isStudentRole, type EnrollInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findUserById, recordActivity } from '../users/profile.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { sessionPlaceOf } from '../classes/session-details.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { notifyOffice } from '../office/office-notices.ts';
import { cancelOpenPaymentsForEnrollment } from '../payments/payments.service.ts';
import { closeOpenEntryOnEnrol, offerEnv, releaseSeat, type OfferEnv } from '../waitlist/offers.ts';
import { findOpenEntry, toWaitlistDto } from '../waitlist/entries.ts';
import { claimSeat, withSeatTurn } from '../classes/seats.ts';
import { toEnrollmentDto } from './enrollments.mapper.ts';
import {
  archiveEnrollment,
  byId,
  byUser,
  findLiveEnrollment,
  insertEnrollment,
  listEnrollmentViews,
  listHistory,
  lockEnrollment,
  lockLiveEnrollmentsOf,
  moveSessionEnrollmentsToHistory,
  recordHistories,
  recordHistory,
  updateEnrollment,
} from './enrollments.repository.ts';

export { ENROLL_MSG, offerEnv };
// The waitlist turns offers into enrolments through these.
export { findLiveEnrollment, recordHistory };

/** Admins and instructors cannot enrol (specification, roles). */
export function assertCanEnroll(user: UserRow) {
  if (!isStudentRole(user.role)) throw forbidden(MSG.cannotEnroll, 'CANNOT_ENROLL');
}

async function viewOf(db: DbOrTx, id: number, audience: 'student' | 'admin' = 'student') {
  const rows = await listEnrollmentViews(db, byId(id));
  return rows[0] ? toEnrollmentDto(rows[0], audience) : undefined;
}

/** Writes a new enrolment; a second live one for the same class is refused (unique index). */
export async function createEnrollment(tx: DbOrTx, values: Parameters<typeof insertEnrollment>[1]) {
  try {
    return await insertEnrollment(tx, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
    throw error;
  }
}

/**
 * Enrol Now: writes a pending enrolment and claims its seat in one transaction. The one-live-per-class
 * unique index settles a student enrolling twice at once; the seat claim settles a full session.
 *
 * The claim is the transaction's last statement (decision 45): it takes the session's row lock,
 * which every other claimer of the session then waits for, so the lock must last one update and
 * the commit, not the enrolment's other writes. The notices are written before it, in the same
 * transaction (they exist exactly when the enrolment does); a failed claim rolls them back. Before
 * any of it, a plain read refuses a session that is already full or closed.
 */
export async function enroll(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  { sessionId }: EnrollInput,
) {
  assertCanEnroll(user);
  const [live, env] = await Promise.all([
    findLiveEnrollment(ctx.db, user.id, classId),
    offerEnv(ctx),
  ]);
  if (live) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
  const seat = { sessionId, classId, timeZone: env.timeZone };
  const id = await withSeatTurn(ctx.db, seat, () =>
    ctx.db.transaction(async (tx) => {
      const row = await createEnrollment(tx, {
        userId: user.id,
        classId,
        sessionId,
        status: 'pending',
      });
      await recordHistory(tx, {
        enrollmentId: row.id,
        toStatus: 'pending',
        toType: 'active',
        changedBy: user.id,
      });
      await tellEnrolmentReceived(tx, ctx, user, row.id);
      await closeOpenEntryOnEnrol(tx, user.id, classId, env);
      await claimSeat(tx, seat);
      return row.id;
    }),
  );
  return { message: ENROLL_MSG.success, enrollment: (await viewOf(ctx.db, id))! };
}

/**
 * The "request received" notice, the office's notice of a request to review and the activity
 * entry, shared by Enroll Now and accepted offers.
 */
export async function tellEnrolmentReceived(
  tx: DbOrTx,
  ctx: AppContext,
  user: UserRow,
  enrollmentId: number,
) {
  const view = (await viewOf(tx, enrollmentId))!;
  const place = await sessionPlaceOf(tx, view.session_id);
  await notifyUser(tx, {
    user,
    said: (lang) => noticeIn('enrolmentReceived', lang, { classTitle: view.class_title, place }),
    type: 'enrollment',
    actionUrl: '/profile?section=enrollments',
    metadata: { enrollment_id: enrollmentId, class_id: view.class_id, session_id: view.session_id },
    mail: 'always',
    appUrl: ctx.config.appUrl,
  });
  await notifyOffice(tx, {
    title: `New enrollment request: ${view.class_title}`,
    message: `${user.firstName} ${user.lastName} (${user.email}) asked to enroll in ${view.class_title} (${view.display_date}, ${view.start_time}-${view.end_time}). Approve or reject the request in Enrollment Management.`,
    type: 'enrollment',
    actionUrl: '/admin/enrollments',
    metadata: {
      enrollment_id: enrollmentId,
      class_id: view.class_id,
      session_id: view.session_id,
      user_id: user.id,
    },
    appUrl: ctx.config.appUrl,
  });
  await recordActivity(tx, {
    userId: user.id,
    action: 'enrollment_requested',
    description: `Requested enrollment in ${view.class_title}`,
    details: { class_title: view.class_title, session_date: view.session_date },
  });
}

export async function myEnrollments(ctx: AppContext, user: UserRow) {
  const rows = await listEnrollmentViews(ctx.db, byUser(user.id));
  return { enrollments: rows.map((r) => toEnrollmentDto(r)) };
}

/** Owner or admin; anyone else is told it does not exist. */
async function ownedOr404(ctx: AppContext, user: UserRow, id: number) {
  const dto = await viewOf(ctx.db, id, user.role === 'admin' ? 'admin' : 'student');
  if (!dto || (dto.user_id !== user.id && user.role !== 'admin'))
    throw notFound(ENROLL_MSG.notFound);
  return dto;
}

export async function getEnrollment(ctx: AppContext, user: UserRow, id: number) {
  return { enrollment: await ownedOr404(ctx, user, id) };
}

export async function enrollmentHistoryOf(ctx: AppContext, user: UserRow, id: number) {
  await ownedOr404(ctx, user, id);
  const rows = await listHistory(ctx.db, id);
  return {
    history: rows.map((h) => ({
      id: h.id,
      from_status: h.fromStatus,
      to_status: h.toStatus,
      from_type: h.fromType,
      to_type: h.toType,
      reason: h.reason,
      changed_by: h.changedBy,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

/**
 * The student withdraws (or an admin cancels for them): the enrolment moves to history with a
 * reason, an unpaid payment for it is cancelled (kept, not deleted), and the seat goes to the
 * waitlist or back to the session.
 */
export async function withdraw(ctx: AppContext, user: UserRow, id: number) {
  await ownedOr404(ctx, user, id);
  const env = await offerEnv(ctx);
  const byAdmin = user.role === 'admin';
  await ctx.db.transaction(async (tx) => {
    const row = await lockEnrollment(tx, id);
    if (!row || row.enrollmentType !== 'active' || !['pending', 'approved'].includes(row.status)) {
      throw conflict(ENROLL_MSG.notActive, 'NOT_ACTIVE');
    }
    const reason = byAdmin ? 'Cancelled by the office' : 'Withdrawn by the student';
    await updateEnrollment(tx, id, {
      enrollmentType: 'historical',
      archivedAt: new Date(),
      archivedReason: reason,
      updatedAt: new Date(),
    });
    await recordHistory(tx, {
      enrollmentId: id,
      fromStatus: row.status,
      toStatus: row.status,
      fromType: 'active',
      toType: 'historical',
      changedBy: user.id,
      reason,
    });
    await cancelOpenPaymentsForEnrollment(tx, id);
    const view = (await viewOf(tx, id))!;
    await tellWithdrawn(tx, ctx, row.userId, view, byAdmin);
    await recordActivity(tx, {
      userId: row.userId,
      action: 'enrollment_cancelled',
      description: `Enrollment in ${view.class_title} cancelled`,
      details: { class_title: view.class_title, reason },
    });
    // Last: giving the seat back locks the session row until the commit (decision 45).
    await releaseSeat(tx, row.sessionId, env);
  });
  return { message: ENROLL_MSG.cancelled, enrollment: (await viewOf(ctx.db, id))! };
}

/** The student hears that the enrolment ended, with the session it was for. */
async function tellWithdrawn(
  tx: DbOrTx,
  ctx: AppContext,
  userId: number,
  view: NonNullable<Awaited<ReturnType<typeof viewOf>>>,
  byOffice: boolean,
) {
  const student = await findUserById(tx, userId);
  if (!student) return;
  const place = await sessionPlaceOf(tx, view.session_id);
  await notifyUser(tx, {
    user: student,
    said: (lang) =>
      noticeIn('enrolmentEnded', lang, { classTitle: view.class_title, place, byOffice }),
    type: 'enrollment',
    actionUrl: '/profile?section=enrollments',
    metadata: { enrollment_id: view.id, class_id: view.class_id, session_id: view.session_id },
    mail: 'always',
    appUrl: ctx.config.appUrl,
  });
}

/** Whether the caller may enrol in the class now, and what they already hold there. */
export async function checkEligibility(ctx: AppContext, user: UserRow, classId: number) {
  const [live, entry] = await Promise.all([
    findLiveEnrollment(ctx.db, user.id, classId),
    findOpenEntry(ctx.db, user.id, classId),
  ]);
  const enrollment = live ? ((await viewOf(ctx.db, live.id)) ?? null) : null;
  const waitlist = entry ? await toWaitlistDto(ctx, entry.id) : null;
  let reason: string | null = null;
  if (!isStudentRole(user.role)) reason = MSG.cannotEnroll;
  else if (live) reason = ENROLL_MSG.alreadyEnrolled;
  return {
    eligible: reason === null,
    reason,
    enrolled: !!live,
    enrollment,
    waitlist_entry: waitlist,
  };
}

/** The user's enrolments with their class, session and instructor, newest first. */
export async function enrollmentViewsOfUser(db: DbOrTx, userId: number) {
  return listEnrollmentViews(db, byUser(userId));
}

/** The history line of an enrolment moved to history by the office, its status kept. */
const movedToHistory = (
  row: { id: number; status: string },
  changedBy: number,
  reason: string,
) => ({
  enrollmentId: row.id,
  fromStatus: row.status,
  toStatus: row.status,
  fromType: 'active',
  toType: 'historical',
  changedBy,
  reason,
});

/**
 * Cancels a user's live enrolments like an office cancellation, in the caller's transaction: each
 * moves to history with the reason, and its seat is released (offered to the waitlist or given
 * back). The ids of the enrolments cancelled.
 */
export async function archiveLiveEnrollmentsOf(
  tx: DbOrTx,
  userId: number,
  changedBy: number,
  reason: string,
  env: OfferEnv,
): Promise<number[]> {
  const live = await lockLiveEnrollmentsOf(tx, userId);
  for (const row of live) {
    await archiveEnrollment(tx, row.id, reason);
    await recordHistory(tx, movedToHistory(row, changedBy, reason));
    await releaseSeat(tx, row.sessionId, env);
  }
  return live.map((r) => r.id);
}

/**
 * Sessions have ended (the classes module's session lifecycle): their live enrolments move to
 * history in the caller's transaction, with one statement for the enrolments and one for their
 * history lines, however many there are. With `complete`, approved enrolments are completed and
 * pending ones archived; otherwise all are archived. The reason depends on the status. The
 * enrolments moved, with their student, session and status.
 */
export async function endEnrollmentsOfSessions(
  tx: DbOrTx,
  opts: {
    sessionIds: number[];
    complete: boolean;
    reasons: { approved: string; pending: string };
    changedBy: number;
    now: Date;
  },
) {
  const { sessionIds, changedBy, reasons } = opts;
  const moved = await moveSessionEnrollmentsToHistory(tx, sessionIds, opts);
  await recordHistories(
    tx,
    moved.map((row) =>
      movedToHistory(
        row,
        changedBy,
        row.status === 'approved' ? reasons.approved : reasons.pending,
      ),
    ),
  );
  return moved;
}
