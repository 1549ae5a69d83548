import type { AdminWaitlistQuery, WaitlistDecisionInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { transactionWithRetries } from '../../db/retry.ts';
import type { DbOrTx } from '../../db/client.ts';
import { boundedPage, pageInfo } from '../../db/paging.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { findUserById, recordActivity } from '../users/profile.service.ts';
import { createEnrollment, recordHistory } from '../enrollments/enrollments.service.ts';
import { applyStatusChange } from '../enrollments/admin-enrollments.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { WAITLIST_MSG } from './waitlist.service.ts';
import { toDto } from './entries.ts';
import { claimSeatForEntry, offerEnv } from './offers.ts';
import {
  backOfficeFilter,
  entryCounts,
  entryViews,
  findClassTitle,
  findNextOrFirstSession,
  lockEntry,
  updateEntry,
  type WaitlistEntryRow,
} from './waitlist.repository.ts';

/** A page of the waitlist entries for the back office, with its two stat cards (every page). */
export async function listWaitlist(
  ctx: AppContext,
  q: AdminWaitlistQuery,
  classIdFromPath?: number,
) {
  const classId = classIdFromPath ?? q.class_id ?? q.classId;
  const env = await offerEnv(ctx);
  const page = boundedPage(q);
  const where = backOfficeFilter({
    includeClosed: q.include_closed === 'true',
    classId,
    search: q.search,
  });
  const [rows, counts] = await Promise.all([
    entryViews(ctx.db, where, env.timeZone, page),
    entryCounts(ctx.db, where),
  ]);
  return {
    entries: rows.map((row) => toDto(row, env)),
    pagination: pageInfo(page, counts.total),
    stats: {
      total_waiting: counts.waiting,
      total_offered: counts.offered,
      classes: counts.classes,
    },
  };
}

/**
 * Approve: the student is enrolled (approved, with the payment due) in the seat an offer already
 * holds, else in a free seat of the preferred or earliest upcoming session; 409 when there is none.
 * Reject: the entry closes and a rejected enrolment records it for tracking.
 */
export async function setWaitlistStatus(
  ctx: AppContext,
  admin: UserRow,
  classId: number,
  entryId: number,
  input: WaitlistDecisionInput,
  ip?: string,
) {
  const env = await offerEnv(ctx);
  const { payment_terms_days } = await getSettings(ctx.db, ['payment_terms_days']);
  const enrollmentId = await transactionWithRetries(ctx, async (tx) => {
    const entry = await lockEntry(tx, entryId);
    if (!entry || entry.classId !== classId) throw notFound(WAITLIST_MSG.entryNotFound);
    if (!['waiting', 'pending', 'offered'].includes(entry.status))
      throw conflict(WAITLIST_MSG.entryClosed, 'CLOSED');
    const sessionId =
      input.status === 'approved'
        ? (entry.status === 'offered' && entry.offeredSessionId) ||
          (await claimSeatForEntry(tx, entry, env.timeZone))
        : await sessionForRecord(tx, entry, env.timeZone);
    let enrollmentId: number | null = null;
    if (sessionId) {
      const row = await createEnrollment(tx, {
        userId: entry.userId,
        classId,
        sessionId,
        status: input.status === 'approved' ? 'pending' : 'rejected',
        enrollmentType: input.status === 'approved' ? 'active' : 'historical',
        source: 'admin',
        declineReason: input.status === 'rejected' ? (input.reason ?? null) : null,
        archivedAt: input.status === 'rejected' ? new Date() : null,
        archivedReason: input.status === 'rejected' ? 'Waitlist request rejected' : null,
      });
      enrollmentId = row.id;
      await recordHistory(tx, {
        enrollmentId,
        toStatus: input.status === 'approved' ? 'pending' : 'rejected',
        changedBy: admin.id,
        reason:
          input.status === 'approved'
            ? 'Moved from the waitlist'
            : (input.reason ?? 'Waitlist request rejected'),
      });
    }
    await updateEntry(tx, entryId, {
      status: input.status,
      respondedAt: new Date(),
      updatedAt: new Date(),
      enrollmentId,
      reason: input.reason ?? null,
    });
    if (input.status === 'rejected')
      await tellRejected(tx, ctx, entry.userId, classId, input.reason ?? null);
    await recordAudit(tx, {
      actor: admin,
      action: `waitlist.${input.status}`,
      targetType: 'waitlist_entry',
      targetId: entryId,
      before: { status: entry.status },
      after: { status: input.status, enrollment_id: enrollmentId },
      ip,
    });
    if (input.status === 'approved' && enrollmentId) {
      // The moved enrolment is then approved the usual way: payment due, student told, audited.
      await applyStatusChange(tx, ctx, {
        actor: admin,
        id: enrollmentId,
        to: 'approved',
        input: { reason: 'Approved from the waitlist' },
        env,
        termsDays: Number(payment_terms_days),
        ip,
      });
    }
    return enrollmentId;
  });
  return {
    message:
      input.status === 'approved'
        ? 'Waitlist entry approved and moved to enrollments'
        : 'Waitlist entry rejected',
    enrollment_id: enrollmentId,
  };
}

type Entry = WaitlistEntryRow;

/** The session a rejection is recorded against: the preferred one, else the class's next or last. */
async function sessionForRecord(
  tx: DbOrTx,
  entry: Entry,
  timeZone: string,
): Promise<number | null> {
  if (entry.offeredSessionId) return entry.offeredSessionId;
  if (entry.preferredSessionId) return entry.preferredSessionId;
  return findNextOrFirstSession(tx, entry.classId, timeZone);
}

async function tellRejected(
  tx: DbOrTx,
  ctx: AppContext,
  userId: number,
  classId: number,
  reason: string | null,
) {
  const user = await findUserById(tx, userId);
  const classTitle = await findClassTitle(tx, classId);
  if (!user) return;
  const title = classTitle ?? 'a class';
  await notifyUser(tx, {
    user,
    said: (lang) => noticeIn('waitlistDeclined', lang, { classTitle: title, reason }),
    type: 'waitlist',
    actionUrl: `/classes/${classId}`,
    mail: 'always',
    appUrl: ctx.config.appUrl,
  });
  await recordActivity(tx, {
    userId,
    action: 'waitlist_left',
    description: `Waitlist request declined for ${title}`,
    details: { class_title: title, ...(reason ? { reason } : {}) },
  });
}
