import { MSG } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { transactionWithRetries } from '../../db/retry.ts';
import { conflict } from '../../lib/errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { forgetMailTo } from '../../mail/outbox.ts';
import { todayIn } from '../../lib/time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetSignInsOf } from '../auth/auth.service.ts';
import { archiveLiveEnrollmentsOf, offerEnv } from '../enrollments/enrollments.service.ts';
import { cancelUnpaidPaymentsOf } from '../payments/payments.service.ts';
import { closeOpenEntriesOf } from '../waitlist/waitlist.service.ts';
import {
  forgetExternalTrainingOf,
  removeExternalTrainingFiles,
} from '../transcripts/transcripts.service.ts';
import { deletedEmail } from '../../lib/deleted-accounts.ts';
import { historyCounts } from './admin-users.repository.ts';
import { lockForAdminWrite } from './admin-users.service.ts';
import { deleteVerificationTokensOf } from './email-verification.repository.ts';
import { fullName } from './users.mapper.ts';
import {
  deletePaymentMethodsOf,
  deleteUserRow,
  updateUser,
  type UserRow,
} from './users.repository.ts';

export const DELETION_REASON = 'Account deleted by the office';

/**
 * DELETE /admin/users/{id} (docs/decisions/0012). Open waitlist entries are closed first, so a seat
 * held by an offer goes on to the next person. A user who left nothing behind (no enrolment,
 * payment, transaction, certificate or class taught) is deleted. Anyone else is anonymised: their
 * live enrolments are cancelled with the seats released, unpaid payments cancelled, paid ones and
 * every transaction kept, personal details erased and every session ended. Either way the person's
 * own external training records go, and the files they uploaded with them are removed once the
 * transaction has committed. One transaction, audited.
 */
export async function deleteUser(ctx: AppContext, admin: UserRow, id: number, ip?: string) {
  if (id === admin.id) throw conflict(MSG.cannotDeleteSelf, 'SELF_DELETE');
  const env = await offerEnv(ctx);
  const today = todayIn(env.timeZone);
  let uploadedFiles: string[] = [];
  const mode = await transactionWithRetries(ctx, async (tx) => {
    const { target, isLastActiveAdmin } = await lockForAdminWrite(tx, admin, id);
    if (isLastActiveAdmin) throw conflict(MSG.lastActiveAdmin, 'LAST_ADMIN');
    const history = await historyCounts(tx, id, today);
    if (history.teaching_now > 0) {
      throw conflict(MSG.instructorStillTeaching, 'INSTRUCTOR_ASSIGNED');
    }
    const closedEntryIds = await closeOpenEntriesOf(tx, id, DELETION_REASON, env);
    // Read before the row goes (its entries would cascade away with their file names).
    uploadedFiles = await forgetExternalTrainingOf(tx, id);
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
      await deleteUserRow(tx, id);
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
          removed_files: uploadedFiles.length,
        },
        ip,
      });
      return 'deleted' as const;
    }

    const cancelledEnrollmentIds = await archiveLiveEnrollmentsOf(
      tx,
      id,
      admin.id,
      DELETION_REASON,
      env,
    );
    const cancelledPayments = await cancelUnpaidPaymentsOf(tx, id);
    await updateUser(tx, id, {
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
    });
    // Sessions end and reset links go.
    await forgetSignInsOf(tx, id);
    // Mail still queued for the old address must not reach a person who asked to be forgotten.
    const forgottenMail = await forgetMailTo(tx, target.email);
    await deletePaymentMethodsOf(tx, id);
    await deleteVerificationTokensOf(tx, id);
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
        removed_files: uploadedFiles.length,
        kept: history,
      },
      ip,
    });
    return 'anonymised' as const;
  });
  await removeExternalTrainingFiles(ctx, uploadedFiles);
  return { message: MSG.userDeleted, mode };
}
