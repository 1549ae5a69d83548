import { formatDayForPeople } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordHistory } from '../enrollments/enrollments.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { recordActivity } from '../users/profile.service.ts';
import { sessionDetailsOf } from './session-details.ts';
import {
  cancelUnpaidPayments,
  closeSession,
  lockLiveEnrollments,
  lockSessionWithClass,
  moveEnrollmentToHistory,
  releaseWaitlistFromSession,
  usersByIds,
  type LiveRow,
  type SessionEnd,
} from './session-lifecycle.repository.ts';

export type { SessionEnd };

const WORDING: Record<
  SessionEnd,
  {
    approved: string;
    pending: string;
    title: (c: string, d: string) => string;
    message: (c: string, d: string) => string;
  }
> = {
  completed: {
    approved: 'Session completed',
    pending: 'Session completed before approval',
    title: (c) => `Session completed: ${c}`,
    message: (c) =>
      `Your session of ${c} is complete. It now appears under Past in your enrollments.`,
  },
  cancelled: {
    approved: 'Session cancelled',
    pending: 'Session cancelled',
    title: (c, d) => `Session cancelled: ${c} on ${d}`,
    message: (c, d) =>
      `We are sorry: the session of ${c} on ${d} has been cancelled. Your enrollment is closed and any unpaid amount cancelled; the office will contact you about payments already made. You can enroll in another session from the class page.`,
  },
  removed: {
    approved: 'Session removed from the class',
    pending: 'Session removed from the class',
    title: (c, d) => `Session removed: ${c} on ${d}`,
    message: (c, d) =>
      `The session of ${c} on ${d} is no longer offered. Your enrollment is closed and any unpaid amount cancelled; the office will contact you about payments already made. You can enroll in another session from the class page.`,
  },
};

/**
 * Ends a session (DESIGN.md 4.10). Completed: approved enrolments move to history with completed_at,
 * pending ones are archived with a reason. Cancelled or removed: every live enrolment is archived with
 * a reason, unpaid payments are cancelled (paid ones kept for the office to refund), the seats are
 * freed without re-offering (the session is closed), offers held for it go back to waiting, and a
 * removed session becomes historical. Each affected student is told. Nothing is deleted.
 */
export async function endSession(
  tx: DbOrTx,
  opts: { sessionId: number; end: SessionEnd; admin: UserRow; appUrl: string },
): Promise<{ affected: number }> {
  const { sessionId, end } = opts;
  const info = (await lockSessionWithClass(tx, sessionId))!;
  const { class_id: classId, title, start_date: startDate } = info;
  const words = WORDING[end];
  const date = formatDayForPeople(startDate);
  const details = await sessionDetailsOf(tx, sessionId);
  const live = await lockLiveEnrollments(tx, sessionId);
  const now = new Date();
  for (const row of live) {
    const completed = end === 'completed' && row.status === 'approved';
    const reason = row.status === 'approved' ? words.approved : words.pending;
    await moveEnrollmentToHistory(tx, row.id, { completed, reason, now });
    await recordHistory(tx, {
      enrollmentId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      fromType: 'active',
      toType: 'historical',
      changedBy: opts.admin.id,
      reason,
    });
    if (end !== 'completed') await cancelUnpaidPayments(tx, row.id, now);
  }
  await tellStudents(tx, live, {
    title: words.title(title, date),
    message: `${words.message(title, date)} ${details}`,
    classId,
    end,
    appUrl: opts.appUrl,
  });

  // Offers held for this session go back to waiting: the student keeps their place in line.
  await releaseWaitlistFromSession(tx, sessionId, now);
  await closeSession(tx, sessionId, end, now);
  return { affected: live.length };
}

async function tellStudents(
  tx: DbOrTx,
  live: LiveRow[],
  notice: { title: string; message: string; classId: number; end: SessionEnd; appUrl: string },
) {
  if (live.length === 0) return;
  const people = await usersByIds(
    tx,
    live.map((r) => r.user_id),
  );
  for (const user of people) {
    await notifyUser(tx, {
      user,
      title: notice.title,
      message: notice.message,
      type: 'enrollment',
      actionUrl:
        notice.end === 'completed' ? '/profile?section=enrollments' : `/classes/${notice.classId}`,
      metadata: { class_id: notice.classId },
      mail: notice.end === 'completed' ? 'preference' : 'always',
      appUrl: notice.appUrl,
    });
    await recordActivity(tx, {
      userId: user.id,
      action: 'other',
      description: notice.title,
      details: { class_id: notice.classId },
    });
  }
}
