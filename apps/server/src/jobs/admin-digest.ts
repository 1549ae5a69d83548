import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { enqueueMails } from '../mail/outbox.ts';
import { languageOf } from '../mail/bilingual.ts';
import { ACCOUNT_MAILS } from '../mail/mail-texts.ts';
import { composeAccountMail } from '../mail/templates.ts';
import type { UserRow } from '../plugins/auth.ts';
import { activeAdmins } from '../modules/office/office-notices.ts';
import { pendingRequestCounts, type PendingCounts } from '../modules/office/pending-requests.ts';
import { getSettings } from '../modules/settings/settings.service.ts';
import { recordJobRun } from './job-runs.ts';

/** The job_runs row whose last_run_at is when the digest last went out. */
export const DIGEST_SENT = 'admin-digest-sent';

/**
 * Claims the provider's day for the digest: one conditional upsert, so of several instances (or
 * runs) on the same day exactly one gets a row back. A second claimer waits on the row lock of the
 * first and then sees the day already taken.
 */
async function claimDay(tx: DbOrTx, now: Date, timeZone: string): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`insert into job_runs (name, last_run_at, last_status, last_error)
        values (${DIGEST_SENT}, ${now.toISOString()}::timestamptz, 'ok', null)
        on conflict (name) do update
          set last_run_at = excluded.last_run_at, last_status = 'ok', last_error = null
          where (job_runs.last_run_at at time zone ${timeZone})::date
              < (excluded.last_run_at at time zone ${timeZone})::date
        returning name`,
  );
  return rows.length > 0;
}

/** The digest in the admin's own language. */
function digestMail(admin: UserRow, counts: PendingCounts, appUrl: string) {
  const lang = languageOf(admin);
  const mail = ACCOUNT_MAILS.adminDigest[lang]({
    enrollments: counts.pending_enrollments,
    waitlist: counts.waitlist_waiting,
    waitlistUrl: `${appUrl}/admin/waitlist`,
  });
  return composeAccountMail(lang, admin, mail, `${appUrl}/admin/enrollments`);
}

/**
 * The daily e-mail to the admins of the requests waiting for them: at most once per day of the
 * provider's calendar, only when something is pending, only while the setting is on, and only to
 * active admins who keep e-mail notifications on. The day is claimed and the mails are queued in
 * one transaction, so a failure leaves the day unclaimed for the next run.
 */
export async function sweepAdminDigest(
  ctx: AppContext,
  now = new Date(),
): Promise<{ sent: number }> {
  const s = await getSettings(ctx.db, ['admin_digest_enabled', 'time_zone']);
  const result = s.admin_digest_enabled ? await sendOnce(ctx, now, s.time_zone) : { sent: 0 };
  await recordJobRun(ctx.db, 'admin-digest', 'ok');
  return result;
}

async function sendOnce(ctx: AppContext, now: Date, timeZone: string) {
  return ctx.db.transaction(async (tx) => {
    const counts = await pendingRequestCounts(tx);
    if (counts.pending_enrollments + counts.waitlist_waiting === 0) return { sent: 0 };
    if (!(await claimDay(tx, now, timeZone))) return { sent: 0 };
    const admins = (await activeAdmins(tx)).filter((a) => a.emailNotifications);
    await enqueueMails(
      tx,
      admins.map((a) => digestMail(a, counts, ctx.config.appUrl)),
    );
    return { sent: admins.length };
  });
}
