import { and, eq, inArray } from 'drizzle-orm';
import { MSG, OPEN_WAITLIST_STATUSES } from '@careclass/shared';
import {
  enrollments,
  passwordResetTokens,
  emailVerificationTokens,
  paymentMethods,
  payments,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { forgetMailTo } from '../../mail/outbox.ts';
import { todayIn } from '../../lib/time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { offerEnv } from '../enrollments/enrollments.service.ts';
import { recordHistory } from '../enrollments/enrollments.repository.ts';
import { releaseSeat, type OfferEnv } from '../waitlist/offers.ts';
import { deletedEmail, historyCounts } from './admin-users.repository.ts';
import { lockForAdminWrite } from './admin-users.service.ts';
import { fullName } from './users.mapper.ts';
import type { UserRow } from './users.repository.ts';

export const DELETION_REASON = 'Account deleted by the office';

/**
 * DELETE /admin/users/{id} (docs/decisions/0012). Open waitlist entries are closed first, so a seat
 * held by an offer goes on to the next person. A user who left nothing behind (no enrolment,
 * payment, transaction, certificate or class taught) is deleted. Anyone else is anonymised: their
 * live enrolments are cancelled with the seats released, unpaid payments cancelled, paid ones and
 * every transaction kept, personal details erased and every session ended. One transaction, audited.
 */
export async function deleteUser(ctx: AppContext, admin: UserRow, id: number, ip?: string) {
  if (id === admin.id) throw conflict(MSG.cannotDeleteSelf, 'SELF_DELETE');
  const env = await offerEnv(ctx);
  const today = todayIn(env.timeZone);
  const mode = await ctx.db.transaction(async (tx) => {
    const { target, isLastActiveAdmin } = await lockForAdminWrite(tx, admin, id);
    if (isLastActiveAdmin) throw conflict(MSG.lastActiveAdmin, 'LAST_ADMIN');
    const history = await historyCounts(tx, id, today);
    if (history.teaching_now > 0) {
      throw conflict(MSG.instructorStillTeaching, 'INSTRUCTOR_ASSIGNED');
    }
    const closedEntryIds = await closeWaitlistEntries(tx, id, env);
    const before = {
      id: target.id,
      name: fullName(target),
      email: target.email,
      role: target.role,
      status: target.status,
    };
    const leftHistory =
      history.enrollments +
        history.payments +
        history.transactions +
        history.certificates +
        history.taught >
      0;

    if (!leftHistory) {
      // Sessions, activity, notifications and reset tokens go with the row (ON DELETE CASCADE);
      // mail still queued for them is withdrawn, copies of what was sent are dropped.
      const forgottenMail = await forgetMailTo(tx, target.email);
      await tx.delete(users).where(eq(users.id, id));
      await recordAudit(tx, {
        actor: admin,
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        before,
        after: {
          mode: 'deleted',
          closed_waitlist_entry_ids: closedEntryIds,
          forgotten_mail: forgottenMail,
        },
        ip,
      });
      return 'deleted' as const;
    }

    const cancelledEnrollmentIds = await cancelLiveEnrollments(tx, admin, id, env);
    const cancelledPayments = await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(eq(payments.userId, id), inArray(payments.status, ['pending', 'due_soon', 'overdue'])),
      )
      .returning({ id: payments.id, amountCents: payments.amountCents });
    await tx
      .update(users)
      .set({
        firstName: 'Deleted',
        lastName: 'user',
        email: deletedEmail(id),
        // Not an argon2 hash: no password can ever match it.
        passwordHash: `!deleted:${randomToken(16)}`,
        status: 'inactive',
        phoneNumber: null,
        address: null,
        emergencyContact: null,
        emailNotifications: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id);
    // Mail still queued for the old address must not reach a person who asked to be forgotten.
    const forgottenMail = await forgetMailTo(tx, target.email);
    await tx.delete(paymentMethods).where(eq(paymentMethods.userId, id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
    await recordAudit(tx, {
      actor: admin,
      action: 'user.anonymise',
      targetType: 'user',
      targetId: id,
      before,
      after: {
        mode: 'anonymised',
        cancelled_enrollment_ids: cancelledEnrollmentIds,
        cancelled_payment_ids: cancelledPayments.map((p) => p.id),
        cancelled_amount_cents: cancelledPayments.reduce((sum, p) => sum + p.amountCents, 0),
        closed_waitlist_entry_ids: closedEntryIds,
        forgotten_mail: forgottenMail,
        kept: history,
      },
      ip,
    });
    return 'anonymised' as const;
  });
  return { message: MSG.userDeleted, mode };
}

/** Closes the user's open waitlist entries; a seat held by an offer is passed on. */
async function closeWaitlistEntries(tx: DbOrTx, userId: number, env: OfferEnv) {
  const open = await tx
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      offeredSessionId: waitlistEntries.offeredSessionId,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.status, [...OPEN_WAITLIST_STATUSES]),
      ),
    )
    .orderBy(waitlistEntries.id)
    .for('update');
  if (!open.length) return [];
  await tx
    .update(waitlistEntries)
    .set({
      status: 'left',
      respondedAt: new Date(),
      updatedAt: new Date(),
      reason: DELETION_REASON,
    })
    .where(
      inArray(
        waitlistEntries.id,
        open.map((e) => e.id),
      ),
    );
  for (const entry of open) {
    if (entry.status === 'offered' && entry.offeredSessionId) {
      await releaseSeat(tx, entry.offeredSessionId, env);
    }
  }
  return open.map((e) => e.id);
}

/**
 * Cancels the user's live enrolments like an office cancellation: moved to history with the
 * reason, the seat released (offered to the waitlist or given back).
 */
async function cancelLiveEnrollments(tx: DbOrTx, admin: UserRow, userId: number, env: OfferEnv) {
  const live = await tx
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
  for (const row of live) {
    await tx
      .update(enrollments)
      .set({
        enrollmentType: 'historical',
        archivedAt: new Date(),
        archivedReason: DELETION_REASON,
        updatedAt: new Date(),
      })
      .where(eq(enrollments.id, row.id));
    await recordHistory(tx, {
      enrollmentId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      fromType: 'active',
      toType: 'historical',
      changedBy: admin.id,
      reason: DELETION_REASON,
    });
    await releaseSeat(tx, row.sessionId, env);
  }
  return live.map((r) => r.id);
}
