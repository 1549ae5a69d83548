import {
  type AdminEnrollmentListQuery,
  type ClassEnrollmentQuery,
  type Language,
  type EnrollmentStatus,
  type EnrollmentStatusChangeInput,
  sameStatusText,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { transactionWithRetries } from '../../db/retry.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import { boundedPage, pageInfo, pageOffset } from '../../db/paging.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { sessionPlaceOf } from '../classes/session-details.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import {
  cancelOpenPaymentsForEnrollment,
  createPaymentDue as createPayment,
} from '../payments/payments.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { findUserById, recordActivity } from '../users/profile.service.ts';
import { releaseSeat, type OfferEnv } from '../waitlist/offers.ts';
import { ENROLL_MSG, offerEnv } from './enrollments.service.ts';
import { toEnrollmentDto } from './enrollments.mapper.ts';
import {
  adminListFilter,
  byClass,
  byId,
  countEnrollments,
  enrollmentFigures,
  seatFigures,
  findPriceAndStart,
  listEnrollmentViews,
  lockEnrollment,
  recordHistory,
  updateEnrollment,
  type EnrollmentRow,
} from './enrollments.repository.ts';
import { claimSeat } from '../classes/seats.ts';

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Approval creates what the student owes: the class price, due on the session's start date but
 * never sooner than the payment terms (3 days) after approval. A free class owes nothing.
 */
async function createPaymentDue(
  tx: DbOrTx,
  row: EnrollmentRow,
  timeZone: string,
  termsDays: number,
) {
  const { price_cents, start_date } = await findPriceAndStart(tx, row.classId, row.sessionId);
  if (price_cents <= 0) return null;
  const earliest = addDays(todayIn(timeZone), termsDays);
  const dueDate = start_date > earliest ? start_date : earliest;
  return createPayment(tx, {
    userId: row.userId,
    enrollmentId: row.id,
    classId: row.classId,
    amountCents: price_cents,
    dueDate,
  });
}

/**
 * An admin sets an enrolment to approved, rejected or pending, from any of the others (specification,
 * "Enrollment status"), with the seat and payment rules of DESIGN.md 4.6: leaving a seat-holding state
 * frees the seat (offered to the waitlist), entering one from rejected re-claims it (409 when full),
 * approval creates the payment due, leaving approved cancels an unpaid one. The student is told.
 */
export async function changeEnrollmentStatus(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  to: EnrollmentStatus,
  input: EnrollmentStatusChangeInput,
  ip?: string,
) {
  const env = await offerEnv(ctx);
  const { payment_terms_days } = await getSettings(ctx.db, ['payment_terms_days']);
  await transactionWithRetries(ctx, (tx) =>
    applyStatusChange(tx, ctx, {
      actor: admin,
      id,
      to,
      input,
      env,
      termsDays: Number(payment_terms_days),
      ip,
    }),
  );
  const view = (await listEnrollmentViews(ctx.db, byId(id)))[0]!;
  return { message: `Enrollment ${to} successfully`, enrollment: toEnrollmentDto(view, 'admin') };
}

export interface StatusChange {
  /** Who makes the change: an admin, or the student whose accepted offer approves it at once. */
  actor: UserRow;
  id: number;
  to: EnrollmentStatus;
  input: { reason?: string | null; admin_notes?: string | null };
  env: OfferEnv;
  termsDays: number;
  ip?: string;
}

/** The status change itself, inside the caller's transaction. */
export async function applyStatusChange(tx: DbOrTx, ctx: AppContext, change: StatusChange) {
  const { actor, id, to, input, env } = change;
  const row = await lockEnrollment(tx, id);
  if (!row) throw notFound(ENROLL_MSG.notFound);
  if (row.enrollmentType !== 'active') throw conflict(ENROLL_MSG.notActive, 'NOT_ACTIVE');
  if (row.status === to) throw conflict(sameStatusText('enrollment', to), 'SAME_STATUS');

  if (row.status === 'approved') await cancelOpenPaymentsForEnrollment(tx, id);
  const payment =
    to === 'approved' ? await createPaymentDue(tx, row, env.timeZone, change.termsDays) : null;

  await updateEnrollment(tx, id, {
    status: to,
    approvedAt: to === 'approved' ? new Date() : row.approvedAt,
    declineReason: to === 'rejected' ? (input.reason ?? null) : null,
    adminNotes: input.admin_notes !== undefined ? input.admin_notes : row.adminNotes,
    updatedAt: new Date(),
  });
  await recordHistory(tx, {
    enrollmentId: id,
    fromStatus: row.status,
    toStatus: to,
    changedBy: actor.id,
    reason: input.reason ?? null,
  });
  await tellStudent(tx, ctx, row.userId, id, to, input.reason ?? null, payment);
  await recordAudit(tx, {
    actor,
    action: `enrollment.${to}`,
    targetType: 'enrollment',
    targetId: id,
    before: { status: row.status },
    after: { status: to, reason: input.reason ?? null, payment_id: payment?.id ?? null },
    ip: change.ip,
  });
  // The seat last: a claim or a return locks the session row until the commit (decision 45).
  const heldBefore = row.status !== 'rejected';
  const holdsAfter = to !== 'rejected';
  if (!heldBefore && holdsAfter)
    await claimSeat(tx, { sessionId: row.sessionId, classId: row.classId, timeZone: env.timeZone });
  if (heldBefore && !holdsAfter) await releaseSeat(tx, row.sessionId, env);
}

async function tellStudent(
  tx: DbOrTx,
  ctx: AppContext,
  userId: number,
  enrollmentId: number,
  to: EnrollmentStatus,
  reason: string | null,
  payment: Awaited<ReturnType<typeof createPayment>> | null,
) {
  const user = await findUserById(tx, userId);
  const view = (await listEnrollmentViews(tx, byId(enrollmentId)))[0]!;
  if (!user) return;
  const title = view.classTitle;
  const place = await sessionPlaceOf(tx, view.session.id);
  const notices = {
    approved: {
      said: (lang: Language) =>
        noticeIn('enrolmentApproved', lang, {
          classTitle: title,
          place,
          payment: payment ? { amountCents: payment.amountCents, dueDate: payment.dueDate } : null,
        }),
      action: 'enrollment_approved' as const,
    },
    rejected: {
      said: (lang: Language) =>
        noticeIn('enrolmentDeclined', lang, { classTitle: title, place, reason }),
      action: 'enrollment_rejected' as const,
    },
    pending: {
      said: (lang: Language) =>
        noticeIn('enrolmentUnderReview', lang, { classTitle: title, place }),
      action: 'other' as const,
    },
  }[to];
  await notifyUser(tx, {
    user,
    said: notices.said,
    type: 'enrollment',
    actionUrl:
      to === 'approved' && payment ? '/profile?section=payments' : '/profile?section=enrollments',
    metadata: { enrollment_id: enrollmentId, class_id: view.enrollment.classId },
    mail: to === 'pending' ? 'preference' : 'always',
    appUrl: ctx.config.appUrl,
  });
  await recordActivity(tx, {
    userId,
    action: notices.action,
    // The activity history is kept in English, whatever the student reads.
    description: notices.said('en').title,
    details: { class_title: title, ...(reason ? { reason } : {}) },
  });
}

/**
 * GET /enrollments for the back office: filtered, paginated, newest first, with the total. Live
 * pending requests are listed whatever the date range.
 */
export async function listAllEnrollments(ctx: AppContext, q: AdminEnrollmentListQuery) {
  // Dates are days of the provider's calendar, not UTC days.
  const { time_zone: tz } = await getSettings(ctx.db, ['time_zone']);
  const where = adminListFilter(q, tz);
  const [rows, total] = await Promise.all([
    listEnrollmentViews(ctx.db, where, { limit: q.limit, offset: pageOffset(q.page, q.limit) }),
    countEnrollments(ctx.db, where),
  ]);
  return {
    enrollments: rows.map((r) => toEnrollmentDto(r, 'admin')),
    total: total.total,
    total_is_estimate: total.estimated,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * A page of one class's enrolments, newest first, of one kind (live ones or history) or both, with
 * the page and its bounded total (docs/decisions/0043). The page is picked from
 * enrollments_class_enrolled_idx (class, enrolled_at, id) and only its rows are joined.
 */
export async function classEnrollments(
  ctx: AppContext,
  classId: number,
  q: ClassEnrollmentQuery,
  type?: 'active' | 'historical',
) {
  const where = byClass(classId, type);
  const page = boundedPage(q);
  const [rows, total] = await Promise.all([
    listEnrollmentViews(ctx.db, where, page),
    countEnrollments(ctx.db, where),
  ]);
  return {
    enrollments: rows.map((r) => toEnrollmentDto(r, 'admin')),
    pagination: { ...pageInfo(page, total.total), total_is_estimate: total.estimated },
  };
}

/**
 * The four stat cards of Enrollment Management. The rate is the share of seats taken in the
 * sessions still to run of open classes (the sessions behind the Active Classes card): a session
 * whose last day has passed, or whose class was cancelled, offers no seat any more, even when
 * nobody has marked the session itself completed or cancelled.
 */
/**
 * The share of the seats of sessions still to run that are taken, in percent: Enrollment
 * Management's figure, alone (the analytics summary needs no count of every enrolment).
 */
export async function enrollmentRate(ctx: AppContext) {
  const { time_zone: timeZone } = await getSettings(ctx.db, ['time_zone']);
  const r = await seatFigures(ctx.db, todayIn(timeZone));
  return seatShare(r.held, r.capacity);
}

const seatShare = (held: number, capacity: number) =>
  capacity ? Math.round((held / capacity) * 1000) / 10 : 0;

export async function enrollmentStats(ctx: AppContext) {
  const { time_zone: timeZone } = await getSettings(ctx.db, ['time_zone']);
  const today = todayIn(timeZone);
  const r = await enrollmentFigures(ctx.db, today);
  return {
    totalEnrollments: r.total.total,
    pendingEnrollments: r.pending,
    approvedEnrollments: r.approved,
    rejectedEnrollments: r.rejected.total,
    // Above LIMITS.exactCountMax these two are the planner's estimates (docs/decisions/0043).
    totalIsEstimate: r.total.estimated,
    rejectedIsEstimate: r.rejected.estimated,
    activeStudents: r.students,
    // Share of the seats of sessions still to run that are taken, in percent.
    enrollmentRate: seatShare(r.held, r.capacity),
  };
}
