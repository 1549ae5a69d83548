import type { Language } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { endEnrollmentsOfSessions } from '../enrollments/enrollments.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { issueForCompletions } from '../certificates/issued.service.ts';
import { cancelOpenPaymentsForEnrollments } from '../payments/payments.service.ts';
import { recordActivity } from '../users/profile.service.ts';
import { releaseEntriesForSessions } from '../waitlist/waitlist.service.ts';
import { sessionPlaceOf } from './session-details.ts';
import { noticeIn, type NoticeText } from '../../mail/notice-texts.ts';
import {
  closeSessions,
  lockSessionsWithClass,
  usersByIds,
  type SessionEnd,
} from './session-lifecycle.repository.ts';

export type { SessionEnd };

const WORDING: Record<
  SessionEnd,
  {
    approved: string;
    pending: string;
  }
> = {
  completed: {
    approved: 'Session completed',
    pending: 'Session completed before approval',
  },
  cancelled: {
    approved: 'Session cancelled',
    pending: 'Session cancelled',
  },
  removed: {
    approved: 'Session removed from the class',
    pending: 'Session removed from the class',
  },
};

/**
 * Ends sessions (DESIGN.md 4.10): one, or all of a class at once. Completed: approved enrolments
 * move to history with completed_at, pending ones are archived with a reason. Cancelled or removed:
 * every live enrolment is archived with a reason, unpaid payments are cancelled (paid ones kept for
 * the office to refund), the seats are freed without re-offering (the session is closed), offers
 * held for it go back to waiting, and a removed session becomes historical. Each affected student
 * is told. Nothing is deleted. All in the caller's transaction, and each kind of row is written by
 * its owning module in one statement for all the sessions, however many enrolments they hold.
 * Completing issues each completed enrolment its certificate (rows only; the caller renders the
 * PDFs of `issued` after the commit, docs/decisions/0049).
 */
export async function endSessions(
  tx: DbOrTx,
  opts: { sessionIds: number[]; end: SessionEnd; admin: UserRow; appUrl: string },
): Promise<{ affected: number; issued: number[] }> {
  const { sessionIds, end } = opts;
  if (!sessionIds.length) return { affected: 0, issued: [] };
  const sessions = await lockSessionsWithClass(tx, sessionIds);
  const words = WORDING[end];
  const now = new Date();
  const live = await endEnrollmentsOfSessions(tx, {
    sessionIds,
    complete: end === 'completed',
    reasons: { approved: words.approved, pending: words.pending },
    changedBy: opts.admin.id,
    now,
  });
  const issued =
    end === 'completed'
      ? await issueForCompletions(tx, {
          enrollmentIds: live.filter((row) => row.status === 'approved').map((row) => row.id),
          now,
          issuedBy: opts.admin.id,
        })
      : [];
  if (end !== 'completed') {
    await cancelOpenPaymentsForEnrollments(
      tx,
      live.map((row) => row.id),
    );
  }
  const people = new Map(
    (live.length ? await usersByIds(tx, [...new Set(live.map((r) => r.userId))]) : []).map(
      (user) => [user.id, user],
    ),
  );
  for (const session of sessions) {
    const students = live.flatMap((row) => {
      const user = row.sessionId === session.id ? people.get(row.userId) : undefined;
      return user ? [user] : [];
    });
    if (!students.length) continue;
    const place = await sessionPlaceOf(tx, session.id);
    await tellStudents(tx, students, {
      said: (lang) =>
        noticeIn('sessionEnded', lang, {
          classTitle: session.title,
          place,
          end,
          startDate: session.start_date,
        }),
      classId: session.class_id,
      end,
      appUrl: opts.appUrl,
    });
  }

  // Offers held for these sessions go back to waiting: the student keeps their place in line.
  await releaseEntriesForSessions(tx, sessionIds, now);
  await closeSessions(tx, sessionIds, end, now);
  return { affected: live.length, issued };
}

async function tellStudents(
  tx: DbOrTx,
  people: UserRow[],
  notice: {
    said: (lang: Language) => NoticeText;
    classId: number;
    end: SessionEnd;
    appUrl: string;
  },
) {
  for (const user of people) {
    await notifyUser(tx, {
      user,
      said: notice.said,
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
      // The activity history is kept in English, whatever the student reads.
      description: notice.said('en').title,
      details: { class_id: notice.classId },
    });
  }
}
