import { sql } from 'drizzle-orm';
import { ENROLL_MSG, MSG, isStudentRole, type EnrollInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findUserById, recordActivity, recordActivityFromSql } from '../users/profile.service.ts';
import { notifyUser, notifyUserFromSql, type NoticeInput } from '../notifications/notify.ts';
import { sessionPlaceOf } from '../classes/session-details.ts';
import { noticeIn, type Place } from '../../mail/notice-texts.ts';
import {
  notifyOffice,
  notifyOfficeFromSql,
  type OfficeNotice,
} from '../office/office-notices.ts';
import { DEFAULT_SETTINGS, settingsOf } from '../settings/settings.service.ts';
import { cancelOpenPaymentsForEnrollment } from '../payments/payments.service.ts';
import {
  ENTRY_LEFT_ON_ENROL,
  OFFER_ENV_SETTINGS,
  closeOpenEntryOnEnrol,
  leaveEntriesSql,
  lockOpenEntriesSql,
  offerEnv,
  offerEnvOf,
  releaseSeat,
  type OfferEnv,
} from '../waitlist/offers.ts';
import { findOpenEntry, toWaitlistDto } from '../waitlist/entries.ts';
import { SEAT_MSG, claimSeat, seatClaimSql, whyNoSeat, withSeatTurn } from '../classes/seats.ts';
import { displayDate, toEnrollmentDto } from './enrollments.mapper.ts';
import {
  archiveEnrollment,
  byId,
  byUser,
  findEnrolLook,
  findLiveEnrollment,
  insertEnrollment,
  insertEnrollmentFromSql,
  listEnrollmentViews,
  listHistory,
  lockEnrollment,
  lockLiveEnrollmentsOf,
  moveSessionEnrollmentsToHistory,
  recordHistories,
  recordHistory,
  recordHistoryFromSql,
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
 * Enrol Now: writes a pending enrolment and claims its seat at once. The one-live-per-class unique
 * index settles a student enrolling twice at once; the seat claim settles a full session.
 *
 * One query reads what the request needs (the session, whether the student already holds the
 * class, the settings) and refuses a session that is already full or closed (the look before the
 * lock). Then one statement claims the seat and, only when it got one, writes the enrolment, its
 * history line, the student's notice and e-mail, the office's notices and the activity entry, and
 * closes the student's open waitlist entry for the class (docs/decisions/0045): a claim that fails
 * writes nothing, and the claim's row lock lasts that one statement. A student whose entry holds
 * an offered seat is enrolled in steps instead, since that seat must first be passed on.
 */
export async function enroll(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  { sessionId }: EnrollInput,
) {
  assertCanEnroll(user);
  const look = await lookBeforeEnrol(ctx, user, classId, sessionId);
  if (!look) return enrollInSteps(ctx, user, classId, sessionId);
  if (look.live) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
  const { env, seat } = look;
  const id = await withSeatTurn(
    ctx.db,
    seat,
    async () => {
      const written = await writeEnrolment(ctx, user, look);
      if (written.id !== null) return written.id;
      if (written.offered) return enrolInTransaction(ctx, user, seat, env);
      // No seat: said as the claim says it, after a live enrolment (as the insert would say).
      const again = await lookBeforeEnrol(ctx, user, classId, sessionId);
      if (again?.live) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
      throw (await whyNoSeat(ctx.db, seat)) ?? conflict(SEAT_MSG.sessionFull, 'SESSION_FULL');
    },
    look.state,
  );
  return { message: ENROLL_MSG.success, enrollment: (await viewOf(ctx.db, id))! };
}

/** Enrol Now as it was written before one statement did it; for the cases that statement leaves. */
async function enrollInSteps(ctx: AppContext, user: UserRow, classId: number, sessionId: number) {
  const [live, env] = await Promise.all([
    findLiveEnrollment(ctx.db, user.id, classId),
    offerEnv(ctx),
  ]);
  if (live) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
  const seat = { sessionId, classId, timeZone: env.timeZone };
  const id = await withSeatTurn(ctx.db, seat, () => enrolInTransaction(ctx, user, seat, env));
  return { message: ENROLL_MSG.success, enrollment: (await viewOf(ctx.db, id))! };
}

/**
 * The enrolment in one transaction of several statements, the seat claimed last (decision 45):
 * needed when the student's waitlist entry holds an offered seat, which is passed on first.
 */
/**
 * The enrolment in one transaction of several statements, the seat claimed last (decision 45):
 * what Enroll Now does when the student's waitlist entry holds an offered seat, which is passed on
 * before the claim. The notices are written before the claim too; a failed claim rolls them back.
 */
function enrolInTransaction(
  ctx: AppContext,
  user: UserRow,
  seat: { sessionId: number; classId: number; timeZone: string },
  env: OfferEnv,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await createEnrollment(tx, {
      userId: user.id,
      classId: seat.classId,
      sessionId: seat.sessionId,
      status: 'pending',
    });
    await recordHistory(tx, {
      enrollmentId: row.id,
      toStatus: 'pending',
      toType: 'active',
      changedBy: user.id,
    });
    await tellEnrolmentReceived(tx, ctx, user, row.id);
    await closeOpenEntryOnEnrol(tx, user.id, seat.classId, env);
    await claimSeat(tx, seat);
    return row.id;
  });
}

/**
 * What Enroll Now reads before it writes, in one query; undefined when the session does not exist
 * (the steps then say so, after a live enrolment as before).
 */
async function lookBeforeEnrol(ctx: AppContext, user: UserRow, classId: number, sessionId: number) {
  const row = await findEnrolLook(ctx.db, {
    userId: user.id,
    classId,
    sessionId,
    keys: OFFER_ENV_SETTINGS,
    defaultTimeZone: DEFAULT_SETTINGS.time_zone,
  });
  if (!row) return undefined;
  const env = offerEnvOf(ctx, settingsOf(row.settings, OFFER_ENV_SETTINGS));
  const s = row.session;
  const facts: EnrolmentFacts = {
    classId: s.classId,
    sessionId: s.id,
    classTitle: row.classTitle,
    startDate: s.startDate,
    endDate: s.endDate,
    startTime: s.startTime,
    endTime: s.endTime,
    place: {
      start_date: s.startDate,
      end_date: s.endDate,
      start_time: s.startTime,
      end_time: s.endTime,
      location: row.place,
    },
  };
  return {
    live: row.live,
    env,
    seat: { sessionId, classId, timeZone: env.timeZone },
    state: { session: s, classStatus: row.classStatus, started: row.started, full: row.full },
    facts,
  };
}

/**
 * The one statement of Enroll Now: with the student's open waitlist entries for the class locked,
 * the seat claim (held back when one of them holds an offered seat), then, when it took a seat,
 * the enrolment and everything written with it, all selecting from the claim. Answers the new
 * enrolment's id, or null with whether an offered seat held the claim back.
 */
async function writeEnrolment(
  ctx: AppContext,
  user: UserRow,
  look: NonNullable<Awaited<ReturnType<typeof lookBeforeEnrol>>>,
): Promise<{ id: number | null; offered: boolean }> {
  const { seat, facts } = look;
  const entries = sql.raw('open_entries');
  const claimed = sql.raw('seat');
  const enrolment = sql.raw('enrolment');
  const offeredSeat = sql`exists (select 1 from ${entries} where offered_session_id is not null)`;
  const told = receivedNotices(ctx, user, facts);
  const withId = sql`jsonb_build_object('enrollment_id', src.id)`;
  const writes = [
    recordHistoryFromSql({ toStatus: 'pending', toType: 'active', changedBy: user.id }, enrolment),
    ...notifyUserFromSql(told.student, enrolment, withId),
    notifyOfficeFromSql(told.office, enrolment, withId),
    recordActivityFromSql(told.activity, enrolment),
    leaveEntriesSql(entries, enrolment, ENTRY_LEFT_ON_ENROL),
  ];
  const values = { userId: user.id, classId: seat.classId, sessionId: seat.sessionId };
  try {
    const rows = await queryRows<{ id: number | null; offered: boolean }>(
      ctx.db,
      sql`with ${entries} as (${lockOpenEntriesSql(user.id, seat.classId)}),
        ${claimed} as (${seatClaimSql(seat, sql`not ${offeredSeat}`)}),
        ${enrolment} as (${insertEnrollmentFromSql(values, claimed)}),
        ${sql.join(
          writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
          sql`, `,
        )}
        select (select id from ${enrolment}) as id, ${offeredSeat} as offered`,
    );
    return rows[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
    throw error;
  }
}

/** What the notices of a new enrolment say of its class and session. */
interface EnrolmentFacts {
  classId: number;
  sessionId: number;
  classTitle: string;
  /** The session's dates (YYYY-MM-DD) and times (HH:MM, maybe with seconds). */
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  place: Place;
}

/**
 * The "request received" notice (and e-mail) of the student, the office's notice of a request to
 * review and the activity entry, for an enrolment in `facts`; its id goes into the metadata.
 */
function receivedNotices(ctx: AppContext, user: UserRow, facts: EnrolmentFacts) {
  const { classTitle, place } = facts;
  const ids = { class_id: facts.classId, session_id: facts.sessionId };
  const student: NoticeInput = {
    user,
    said: (lang) => noticeIn('enrolmentReceived', lang, { classTitle, place }),
    type: 'enrollment',
    actionUrl: '/profile?section=enrollments',
    metadata: ids,
    mail: 'always',
    appUrl: ctx.config.appUrl,
  };
  const when = displayDate(facts.startDate, facts.endDate);
  const hours = `${facts.startTime.slice(0, 5)}-${facts.endTime.slice(0, 5)}`;
  const office: OfficeNotice = {
    title: `New enrollment request: ${classTitle}`,
    message: `${user.firstName} ${user.lastName} (${user.email}) asked to enroll in ${classTitle} (${when}, ${hours}). Approve or reject the request in Enrollment Management.`,
    type: 'enrollment',
    actionUrl: '/admin/enrollments',
    metadata: { ...ids, user_id: user.id },
    appUrl: ctx.config.appUrl,
  };
  const activity = {
    userId: user.id,
    action: 'enrollment_requested' as const,
    description: `Requested enrollment in ${classTitle}`,
    details: { class_title: classTitle, session_date: facts.startDate },
  };
  return { student, office, activity };
}

/**
 * The "request received" notice, the office's notice of a request to review and the activity
 * entry, shared by Enroll Now (in steps) and accepted offers.
 */
export async function tellEnrolmentReceived(
  tx: DbOrTx,
  ctx: AppContext,
  user: UserRow,
  enrollmentId: number,
) {
  const view = (await viewOf(tx, enrollmentId))!;
  const place = await sessionPlaceOf(tx, view.session_id);
  const told = receivedNotices(ctx, user, {
    classId: view.class_id,
    sessionId: view.session_id,
    classTitle: view.class_title,
    startDate: view.start_date,
    endDate: view.end_date,
    startTime: view.start_time,
    endTime: view.end_time,
    place,
  });
  const id = { enrollment_id: enrollmentId };
  await notifyUser(tx, { ...told.student, metadata: { ...id, ...told.student.metadata } });
  await notifyOffice(tx, { ...told.office, metadata: { ...id, ...told.office.metadata } });
  await recordActivity(tx, told.activity);
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
