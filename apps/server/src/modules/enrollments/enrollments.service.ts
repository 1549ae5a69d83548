import { ENROLL_MSG, MSG, isStudentRole, type EnrollInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetries, withRetries } from '../../db/retry.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findUserById, recordActivity, recordActivityFromSql } from '../users/profile.service.ts';
import { notifyUser, notifyUserFromSql, type NoticeInput } from '../notifications/notify.ts';
import { sessionPlaceOf } from '../classes/session-details.ts';
import { noticeIn, type Place } from '../../mail/notice-texts.ts';
import { notifyOffice, notifyOfficeFromSql, type OfficeNotice } from '../office/office-notices.ts';
import { DEFAULT_SETTINGS, settingsOf } from '../settings/settings.service.ts';
import { cancelOpenPaymentsForEnrollment } from '../payments/payments.service.ts';
import {
  ENTRY_LEFT_ON_ENROL,
  OFFER_ENV_SETTINGS,
  leaveOpenEntriesSql,
  lockOpenEntriesSql,
  offerEnv,
  offerEnvOf,
  releaseSeat,
  type OfferEnv,
} from '../waitlist/offers.ts';
import { findOpenEntry, toWaitlistDto } from '../waitlist/entries.ts';
import { SEAT_MSG, claimSeat, claimSeatSql, noSeatReason, withSeatTurn } from '../classes/seats.ts';
import { displayDate, toEnrollmentDto } from './enrollments.mapper.ts';
import {
  archiveEnrollment,
  byId,
  listEnrollmentViewsOfUser,
  claimAndInsertEnrollmentWith,
  findEnrolLook,
  findLiveEnrollment,
  insertEnrollment,
  insertEnrollmentWith,
  listEnrollmentViews,
  listHistory,
  lockEnrollment,
  lockLiveEnrollmentsOf,
  moveSessionEnrollmentsToHistory,
  recordHistories,
  recordHistory,
  recordHistoryFromSql,
  updateEnrollment,
  type EnrollmentView,
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
 * Enrol Now: writes a pending enrolment and claims its seat atomically. The one-live-per-class
 * unique index settles a student enrolling twice at once; the seat claim settles a full session.
 *
 * One query reads everything the request needs (the session and its class, whether the student
 * already holds the class, the settings) and refuses a session that is already full or closed
 * (the look before the lock). Then one statement, on its own, claims the seat and makes every
 * write from the claim (the enrolment, its history line, the student's notice and e-mail, the
 * office's notices, the activity entry, closing the student's open waitlist entry): no seat, no
 * writes. The analytics rollups are added to at its commit (migration 0016), so the session's row
 * lock lasts that one statement on the server (decision 45). The answer is made of what was read
 * and written, not read again.
 */
export async function enroll(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  { sessionId }: EnrollInput,
) {
  assertCanEnroll(user);
  const look = await lookBeforeEnrol(ctx, user, classId, sessionId);
  if (!look) {
    // No such session: said after a live enrolment, as always.
    if (await findLiveEnrollment(ctx.db, user.id, classId))
      throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
    throw notFound(SEAT_MSG.sessionNotFound);
  }
  if (look.live) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
  const written = await withSeatTurn(
    ctx.db,
    look.seat,
    // A deadlock (decision 45) runs the whole enrolment again: its statement or transaction was
    // rolled back, and nothing of it left the database.
    () => withRetries(ctx.log, () => enrolNow(ctx, user, look)),
    look.state,
    (w) => w.held,
  );
  const view: EnrollmentView = {
    enrollment: {
      id: written.id,
      userId: user.id,
      classId,
      sessionId,
      status: 'pending',
      enrollmentType: 'active',
      source: 'direct',
      enrolledAt: new Date(written.enrolledMs),
      approvedAt: null,
      completedAt: null,
      archivedAt: null,
      completionReason: null,
      archivedReason: null,
      declineReason: null,
      adminNotes: null,
      updatedAt: new Date(written.enrolledMs),
    },
    studentFirst: user.firstName,
    studentLast: user.lastName,
    studentEmail: user.email,
    classTitle: look.row.classTitle,
    classLocationType: look.row.classLocationType,
    session: look.row.session,
    instructorFirst: look.row.instructorFirst,
    instructorLast: look.row.instructorLast,
    currentStudents: written.held,
  };
  return { message: ENROLL_MSG.success, enrollment: toEnrollmentDto(view) };
}

/** What Enroll Now reads before it writes, in one query; undefined when there is no such session. */
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
    row,
    live: row.live,
    env,
    seat: { sessionId, classId, timeZone: env.timeZone },
    state: { session: s, classStatus: row.classStatus, started: row.started, full: row.full },
    facts,
  };
}

type EnrolLook = NonNullable<Awaited<ReturnType<typeof lookBeforeEnrol>>>;

/**
 * The seat claim and every write of Enroll Now in one statement, sent on its own: no `begin` or
 * `commit` of the client's, so the session's row lock lasts from the claim to the end of that
 * statement's commit on the server and no round trip is spent holding it (decision 45, "Enroll Now
 * in one statement"). When an offer of the student's holds a seat in the class, nothing is written
 * and the enrolment is made in a transaction that also passes that seat on.
 */
async function enrolNow(ctx: AppContext, user: UserRow, look: EnrolLook) {
  const { seat, env } = look;
  const done = await alreadyEnrolledOnConflict(() =>
    claimAndInsertEnrollmentWith(ctx.db, valuesOf(user, look), {
      entries: lockOpenEntriesSql(user.id, seat.classId),
      claim: (noOfferHeld) => claimSeatSql(seat, noOfferHeld),
      writes: writesOf(ctx, user, look),
      leave: (enrolled) =>
        leaveOpenEntriesSql(user.id, seat.classId, ENTRY_LEFT_ON_ENROL, enrolled),
    }),
  );
  if (done.enrolment && done.held !== undefined) return { ...done.enrolment, held: done.held };
  if (!done.offerHeld) throw await noSeatReason(ctx.db, seat);
  return ctx.db.transaction(async (tx) => {
    const row = await writeBeforeClaim(tx, ctx, user, look);
    for (const offered of row.offered) await releaseSeat(tx, offered, env);
    // Last: the claim's row lock lasts one update and the commit (decision 45).
    return { ...row, held: await claimSeat(tx, seat) };
  });
}

const valuesOf = (user: UserRow, { seat }: EnrolLook) => ({
  userId: user.id,
  classId: seat.classId,
  sessionId: seat.sessionId,
});

/**
 * What comes with a new enrolment (a CTE answering `id`): its history line, the student's notice
 * and e-mail, the office's notices and the activity entry.
 */
function writesOf(ctx: AppContext, user: UserRow, look: EnrolLook) {
  const told = receivedNotices(ctx, user, look.facts);
  return (enrolment: SQL) => [
    recordHistoryFromSql({ toStatus: 'pending', toType: 'active', changedBy: user.id }, enrolment),
    ...notifyUserFromSql(told.student, enrolment, 'enrollment_id'),
    notifyOfficeFromSql(told.office, enrolment, 'enrollment_id'),
    recordActivityFromSql(told.activity, enrolment),
  ];
}

/** A second live enrolment of the class fails its unique index: the student is told so. */
async function alreadyEnrolledOnConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ENROLL_MSG.alreadyEnrolled, 'ALREADY_ENROLLED');
    throw error;
  }
}

/**
 * Every write of Enroll Now that comes before the claim, as one statement: the enrolment, and from
 * it `writesOf`, and the student's open waitlist entries for the class closed. Answers the
 * enrolment's id and time, and the sessions whose seat an offer closed here held (to be passed on).
 */
async function writeBeforeClaim(tx: DbOrTx, ctx: AppContext, user: UserRow, look: EnrolLook) {
  return alreadyEnrolledOnConflict(() =>
    insertEnrollmentWith(
      tx,
      valuesOf(user, look),
      writesOf(ctx, user, look),
      leaveOpenEntriesSql(user.id, look.seat.classId, ENTRY_LEFT_ON_ENROL),
    ),
  );
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
  const rows = await listEnrollmentViewsOfUser(ctx.db, user.id);
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
  await transactionWithRetries(ctx, async (tx) => {
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
  return listEnrollmentViewsOfUser(db, userId);
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
